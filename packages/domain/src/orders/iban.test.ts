import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from './iban.ts';

describe('IBAN', () => {
  it('accepts well-formed IBANs with their check digits, spaced or not', () => {
    expect(isValidIban('FR7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong shape or an empty value', () => {
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('7630006000011234567890189FR')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});
