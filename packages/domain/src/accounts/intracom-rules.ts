import {
  austria,
  belgium,
  bulgaria,
  type Country,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  unitedKingdom,
} from 'jsvat';
import { z } from 'zod';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { optionalField } from './text-rules.ts';

/**
 * EU VAT ("intracom") numbers: format and check digits of every member state from `jsvat`
 * (pinned in packages/domain/package.json), a maintained validator, instead of our own copy of
 * the formats (which took `DE000000020`: no German number starts with 0). The server may still
 * ask VIES whether a well-formed number is registered.
 */

/** The validator of each VAT prefix (EU member states, `EL` for Greece, and Northern Ireland). */
const VALIDATORS: Readonly<Record<string, Country>> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  EL: greece,
  ES: spain,
  FI: finland,
  FR: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
  // Not a member state: Northern Ireland businesses keep EU VAT numbers under the Windsor
  // framework, with the United Kingdom's format and check digits (checked as `GB`).
  XI: unitedKingdom,
};

/** The VAT prefixes that have a number format (the 27 member states and XI). */
export const INTRACOM_PREFIXES: readonly string[] = Object.keys(VALIDATORS);

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
  return Object.hasOwn(VALIDATORS, intracomPrefix(countryIso2));
}

/** The national part against its country's format and check digits. */
function checkNational(prefix: string, national: string): boolean {
  const country = Object.hasOwn(VALIDATORS, prefix) ? VALIDATORS[prefix] : undefined;
  // The validator drops separators of its own ('/'): a number is valid only as it will be stored.
  if (!country || !/^[A-Z0-9+*]+$/.test(national)) return false;
  return checkVAT(`${prefix === 'XI' ? 'GB' : prefix}${national}`, [country]).isValid;
}

/**
 * Checks an intracom number's format and check digits. With `countryIso2`, the
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
    const other = typed !== null && typed !== prefix && Object.hasOwn(VALIDATORS, typed) ? typed : null;
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
