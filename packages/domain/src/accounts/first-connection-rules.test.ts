import { describe, expect, it } from 'vitest';
import { CURRENT_TERMS_DATE, isFirstConnectionDue } from './first-connection-rules.ts';

describe('isFirstConnectionDue', () => {
  it('is due without a terms acceptance (account created for someone else)', () => {
    expect(isFirstConnectionDue({ DateAcceptationCGV: null })).toBe(true);
  });

  it('is not due once the terms in force are accepted (a sign-up stores it)', () => {
    expect(isFirstConnectionDue({ DateAcceptationCGV: new Date() })).toBe(false);
    expect(isFirstConnectionDue({ DateAcceptationCGV: CURRENT_TERMS_DATE })).toBe(false);
  });

  it('is due again when the terms changed after the acceptance', () => {
    const accepted = { DateAcceptationCGV: '2024-03-01T10:00:00.000Z' };
    expect(isFirstConnectionDue(accepted, '2024-02-01T00:00:00.000Z')).toBe(false);
    expect(isFirstConnectionDue(accepted, '2024-06-01T00:00:00.000Z')).toBe(true);
  });

  it('treats an unreadable date as not accepted', () => {
    expect(isFirstConnectionDue({ DateAcceptationCGV: 'not a date' })).toBe(true);
  });
});
