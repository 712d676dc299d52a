import { describe, expect, it } from 'vitest';
import { ZFirstConnectionLogin, ZLogin } from './login-rules.ts';

const code = (schema: typeof ZLogin, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const email = (length: number) => `${'a'.repeat(length - 7)}@ex.com`;

describe('ZLogin', () => {
  it('trims and lowercases a valid email', () => {
    expect(ZLogin.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('takes 6 to 150 characters', () => {
    expect(ZLogin.safeParse('a@b.fr').success).toBe(true);
    expect(ZLogin.safeParse(email(150)).success).toBe(true);
    expect(code(ZLogin, 'a@b.f')).toBe('LOGIN_TOO_SHORT');
    expect(code(ZLogin, email(151))).toBe('LOGIN_TOO_LONG');
  });

  it.each([
    [undefined, 'LOGIN_REQUIRED'],
    [42, 'LOGIN_REQUIRED'],
    ['   ', 'LOGIN_REQUIRED'],
    ['jane.doe', 'LOGIN_INVALID_EMAIL'],
    ['jane@doe', 'LOGIN_INVALID_EMAIL'],
    ['jane doe@example.com', 'LOGIN_INVALID_EMAIL'],
  ])('%j -> %s', (value, expected) => {
    expect(code(ZLogin, value)).toBe(expected);
  });
});

describe('ZFirstConnectionLogin', () => {
  it('takes at most 100 characters', () => {
    expect(ZFirstConnectionLogin.safeParse(email(100)).success).toBe(true);
    expect(code(ZFirstConnectionLogin, email(101))).toBe('LOGIN_TOO_LONG');
    expect(code(ZFirstConnectionLogin, '')).toBe('LOGIN_REQUIRED');
  });
});
