import { describe, expect, it } from 'vitest';
import { codeState, splitAddresses, toCodeRequest, ZCodeForm, ZHandForm } from './code-form.ts';

const form = {
  code: '',
  IdCampagneSection: '4',
  kind: 'free' as const,
  percent: '',
  maxUses: '1',
  until: '2030-01-31',
  handedOnly: false,
};

describe('the new-code form', () => {
  it('sends a free code without its percent, a generated code without its text', () => {
    expect(toCodeRequest(ZCodeForm.parse(form))).toEqual({
      IdCampagneSection: 4,
      kind: 'free',
      maxUses: 1,
      until: '2030-01-31',
    });
    expect(
      toCodeRequest(
        ZCodeForm.parse({ ...form, code: 'half', kind: 'percent', percent: '50', handedOnly: true }),
      ),
    ).toMatchObject({ code: 'half', percent: 50, handedOnly: true });
  });
  it('asks a percent of 1 to 99 and a use limit of 1 to 10 000', () => {
    expect(ZCodeForm.safeParse({ ...form, kind: 'percent', percent: '100' }).success).toBe(false);
    expect(ZCodeForm.safeParse({ ...form, maxUses: '0' }).success).toBe(false);
    expect(ZCodeForm.safeParse({ ...form, code: 'a b' }).success).toBe(false);
  });
});

describe('handing a code', () => {
  it('reads addresses one per line or separated by commas', () => {
    expect(splitAddresses(' a@example.com,\nb@example.com ; c@example.com ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(ZHandForm.safeParse({ addresses: 'not-an-address', message: '' }).success).toBe(false);
    expect(ZHandForm.safeParse({ addresses: '', message: '' }).success).toBe(false);
  });
  it('names the state of a code', () => {
    const code = { disabled: false, expired: false, uses: 0, maxUses: 1 } as never;
    expect(codeState(code)).toBe('active');
    expect(codeState({ ...(code as object), uses: 1 } as never)).toBe('usedUp');
    expect(codeState({ ...(code as object), expired: true } as never)).toBe('expired');
    expect(codeState({ ...(code as object), disabled: true } as never)).toBe('disabled');
  });
});
