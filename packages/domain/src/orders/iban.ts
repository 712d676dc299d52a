import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/*
 * IBAN and BIC from `ibantools` (pinned in packages/domain/package.json), a maintained validator:
 * each country's IBAN length and BBAN structure and the ISO 13616 check digits, and a BIC's
 * shape and country. A mistyped TRANSFER_IBAN or TRANSFER_BIC stops the server's start rather
 * than reach customers' emails.
 */

/** Spaces ignored, any case. */
export function isValidIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return iban !== null && isValidIBAN(iban);
}

/** 8 or 11 characters: bank, country, location and an optional branch; spaces ignored, any case. */
export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s+/g, '').toUpperCase());
}

/** An IBAN in groups of four, as banks print it and customers copy it. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(value) ?? undefined) ?? value;
}
