import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban } from './iban.ts';

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

  it("refuses an IBAN whose check digits are right but whose length is not its country's", () => {
    // Mod 97 alone takes these: FR three characters short, DE three too long.
    expect(isValidIban('FR2330006000011234567890')).toBe(false);
    expect(isValidIban('DE51370400440532013000123')).toBe(false);
  });

  it('checks a BIC: 8 or 11 characters, a real country in its fifth and sixth', () => {
    expect(isValidBic('AGRIFRPPXXX')).toBe(true);
    expect(isValidBic('cobadeff')).toBe(true);
    expect(isValidBic('BANK')).toBe(false);
    expect(isValidBic('AGRIXXPP')).toBe(false);
    expect(isValidBic('AGRIFRPPXX')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});
