import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  isCommonPassword,
  PASSWORD_SPECIALS,
  passwordChecks,
  passwordStrength,
  ZNewPasswordWithConfirmation,
  ZPassword,
} from './password-rules.ts';

const firstCode = (value: unknown) => ZPassword.safeParse(value).error?.issues[0]?.message;

describe('passwordChecks', () => {
  it('reports each of the five criteria', () => {
    expect(passwordChecks('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      special: false,
    });
    expect(passwordChecks('Kq7;')).toEqual({
      length: false,
      upper: true,
      lower: true,
      digit: true,
      special: true,
    });
    expect(passwordChecks('abcdefgh')).toEqual({
      length: true,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    });
  });

  it('counts only the specials of the list', () => {
    for (const special of PASSWORD_SPECIALS) expect(passwordChecks(`a${special}`).special).toBe(true);
    for (const other of ['#', '$', '.', ',', ' ', '=', '(', '€'])
      expect(passwordChecks(`a${other}`).special).toBe(false);
  });

  it('counts accented letters as upper or lower case', () => {
    expect(passwordChecks('É').upper).toBe(true);
    expect(passwordChecks('é').lower).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'red'],
    ['abc', 1, 'red'],
    ['abcdefgh', 2, 'red'],
    ['abcdefg1', 3, 'yellow'],
    ['Abcdefg1', 4, 'yellow'],
    ['Kq7;', 4, 'yellow'],
    ['Abcdef1!', 5, 'green'],
  ] as const)('%j meets %i criteria: %s', (pw, score, colour) => {
    expect(passwordStrength(pw)).toEqual({ score, percent: score * 20, colour });
  });
});

describe('ZPassword', () => {
  it('accepts a password meeting every rule, as typed', () => {
    expect(ZPassword.parse('Vx7;kqPw')).toBe('Vx7;kqPw');
    expect(ZPassword.parse(' Le chat + 4 souris ')).toBe(' Le chat + 4 souris ');
  });

  it.each([
    [undefined, 'PASSWORD_REQUIRED'],
    ['', 'PASSWORD_REQUIRED'],
    ['Vx7;kqP', 'PASSWORD_TOO_SHORT'],
    [`Vx7;${'k'.repeat(61)}`, 'PASSWORD_TOO_LONG'],
    ['vx7;kqpw', 'PASSWORD_NO_UPPER'],
    ['VX7;KQPW', 'PASSWORD_NO_LOWER'],
    ['Vxz;kqPw', 'PASSWORD_NO_DIGIT'],
    ['Vx7#kqPw', 'PASSWORD_NO_SPECIAL'],
    ['Password1!', 'PASSWORD_COMMON'],
    ['aZERTY123!', 'PASSWORD_COMMON'],
  ])('%j -> %s', (pw, code) => {
    expect(firstCode(pw)).toBe(code);
  });

  it('allows 64 characters', () => {
    expect(ZPassword.safeParse(`Vx7;${'k'.repeat(60)}`).success).toBe(true);
  });

  it('lists the failing rules in order, the first one first', () => {
    const codes = ZPassword.safeParse('abc').error?.issues.map((i) => i.message);
    expect(codes).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_UPPER',
      'PASSWORD_NO_DIGIT',
      'PASSWORD_NO_SPECIAL',
    ]);
  });
});

describe('isCommonPassword', () => {
  it('finds listed passwords in any case', () => {
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('QWERTY123!')).toBe(true);
  });

  it('finds listed words dressed up with digits, specials and substitutions', () => {
    expect(isCommonPassword('Summer2024!')).toBe(true);
    expect(isCommonPassword('!!Soleil75')).toBe(true);
    expect(isCommonPassword('P@$$w0rd42!')).toBe(true);
    expect(isCommonPassword('L1verpool1!')).toBe(true);
  });

  it('leaves other passwords alone', () => {
    expect(isCommonPassword('Vx7;kqPw')).toBe(false);
    expect(isCommonPassword('Tr0ub4dor&3')).toBe(false);
    expect(isCommonPassword('Le chat + 4 souris')).toBe(false);
    expect(isCommonPassword('Om-2024!')).toBe(false);
  });
});

describe('COMMON_PASSWORDS', () => {
  it('holds a few hundred lowercase entries without duplicates', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const pw of COMMON_PASSWORDS) expect(pw).toBe(pw.toLowerCase());
  });
});

describe('ZNewPasswordWithConfirmation', () => {
  const issues = (value: unknown) =>
    ZNewPasswordWithConfirmation.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('accepts the same password twice', () => {
    expect(ZNewPasswordWithConfirmation.parse({ Password: 'Vx7;kqPw', Confirmation: 'Vx7;kqPw' })).toEqual({
      Password: 'Vx7;kqPw',
      Confirmation: 'Vx7;kqPw',
    });
  });

  it('reports PASSWORD_MISMATCH on the confirmation', () => {
    expect(issues({ Password: 'Vx7;kqPw', Confirmation: 'Vx7;kqPW' })).toEqual([
      ['Confirmation', 'PASSWORD_MISMATCH'],
    ]);
  });

  it('reports the mismatch beside a broken password rule', () => {
    expect(issues({ Password: 'short', Confirmation: 'other' })).toEqual([
      ['Password', 'PASSWORD_TOO_SHORT'],
      ['Password', 'PASSWORD_NO_UPPER'],
      ['Password', 'PASSWORD_NO_DIGIT'],
      ['Password', 'PASSWORD_NO_SPECIAL'],
      ['Confirmation', 'PASSWORD_MISMATCH'],
    ]);
  });

  it('does not compare when a field is missing', () => {
    expect(issues({ Password: 'Vx7;kqPw' })).toEqual([['Confirmation', 'PASSWORD_MISMATCH']]);
  });
});
