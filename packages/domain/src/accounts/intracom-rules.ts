import { z } from 'zod';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { optionalField } from './text-rules.ts';

/**
 * EU VAT ("intracom") numbers: format per member state as VIES publishes it, plus the check
 * digits of the states whose algorithm is public and simple (BE, DE, FR, IT, NL). Other states
 * are checked on format only; the server may still ask VIES.
 */

/** The national part, after the two-letter prefix. */
export const INTRACOM_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  // Not a member state: Northern Ireland businesses keep EU VAT numbers under the Windsor framework.
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

const digits = (s: string) => [...s].map(Number);

/** Luhn over the whole number (Italy's partita IVA). */
function luhn(number: string): boolean {
  const sum = digits(number)
    .reverse()
    .reduce((acc, d, i) => acc + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return sum % 10 === 0;
}

/** Mod 97 of a digit string too long for a JavaScript number, a digit at a time. */
function mod97(numeric: string): number {
  return [...numeric].reduce((acc, c) => (acc * 10 + Number(c)) % 97, 0);
}

const CHECKSUMS: Readonly<Record<string, (national: string) => boolean>> = {
  // The last two digits are 97 minus the first eight modulo 97.
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  // ISO 7064 MOD 11,10 over the first eight digits.
  DE: (n) => {
    let product = 10;
    for (const d of digits(n.slice(0, 8))) {
      const sum = (d + product) % 10 || 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === Number(n[8]);
  },
  // A numeric key is (12 + 3 * (SIREN mod 97)) mod 97; keys with letters have no public check.
  FR: (n) => {
    const key = n.slice(0, 2);
    if (!/^\d{2}$/.test(key)) return true;
    return (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(key);
  },
  IT: luhn,
  // Company numbers: weighted mod 11 on the fiscal number. Sole traders' numbers (2020 on): the
  // ISO 7064 mod 97 of "NL" + number, letters as 10..35, is 1.
  NL: (n) => {
    const weighted = digits(n.slice(0, 9)).reduce((acc, d, i) => acc + d * (i === 8 ? -1 : 9 - i), 0);
    if (weighted % 11 === 0) return true;
    const numeric = [...`NL${n}`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
    return mod97(numeric) === 1;
  },
};

export type IntracomCheck = {
  valid: boolean;
  /** The VAT prefix (`EL` for Greece), or null when none can be read. */
  countryCode: string | null;
  /** Upper case, without spaces, dots or dashes; with its prefix when the country was given apart. */
  normalized: string;
};

/** VAT prefix of an ISO 3166 alpha-2 country: the same, except Greece (GR -> EL). */
export function intracomPrefix(countryIso2: string): string {
  const iso2 = countryIso2.trim().toUpperCase();
  return iso2 === 'GR' ? 'EL' : iso2;
}

/** True for the countries that have a VAT number format here (EU member states and XI). */
export function hasIntracomFormat(countryIso2: string): boolean {
  return intracomPrefix(countryIso2) in INTRACOM_FORMATS;
}

function checkNational(prefix: string, national: string): boolean {
  const format = INTRACOM_FORMATS[prefix];
  if (!format?.test(national)) return false;
  return CHECKSUMS[prefix]?.(national) ?? true;
}

/**
 * Checks an intracom number's format (and check digits where known). With `countryIso2`, the
 * number may come without its prefix, and a prefix of another country makes it invalid.
 * `GR` typed as a prefix is read as `EL`.
 */
export function checkIntracomFormat(number: string, countryIso2?: string): IntracomCheck {
  let cleaned = number.toUpperCase().replace(/[\s.\-\u00a0]/g, '');
  if (cleaned.startsWith('GR')) cleaned = `EL${cleaned.slice(2)}`;
  const typed = /^[A-Z]{2}/.test(cleaned) ? cleaned.slice(0, 2) : null;

  if (countryIso2) {
    const prefix = intracomPrefix(countryIso2);
    const rest = cleaned.slice(2);
    if (typed === prefix && checkNational(prefix, rest)) {
      return { valid: true, countryCode: prefix, normalized: cleaned };
    }
    const other = typed !== null && typed !== prefix && typed in INTRACOM_FORMATS ? typed : null;
    // Another country's number, said so the form can tell the user. Checked before reading the
    // whole as a national part, since a French key may be two letters (`DE136695976`).
    if (other && checkNational(other, rest)) return { valid: false, countryCode: other, normalized: cleaned };
    if (checkNational(prefix, cleaned)) {
      return { valid: true, countryCode: prefix, normalized: `${prefix}${cleaned}` };
    }
    if (other) return { valid: false, countryCode: other, normalized: cleaned };
    return {
      valid: false,
      countryCode: prefix,
      normalized: typed === prefix ? cleaned : `${prefix}${cleaned}`,
    };
  }

  if (!typed) return { valid: false, countryCode: null, normalized: cleaned };
  return { valid: checkNational(typed, cleaned.slice(2)), countryCode: typed, normalized: cleaned };
}

/** As typed, separators included; the longest normalised number has 14 characters. */
export const INTRACOM_MAX = 40;

/**
 * An optional intracom number: format checked against its own prefix, output normalised
 * (`fr 40 303 265 045` -> `FR40303265045`). Whether it belongs to the country of the address is
 * checked where that country's ISO code is known (`isBillingAddressComplete`, the server).
 */
export const ZIntracom = optionalField(
  z
    .string()
    .max(INTRACOM_MAX, ACCOUNT_RULE.tooLong)
    .refine((number) => checkIntracomFormat(number).valid, ACCOUNT_RULE.intracomInvalid)
    .transform((number) => checkIntracomFormat(number).normalized),
  { max: INTRACOM_MAX },
);
