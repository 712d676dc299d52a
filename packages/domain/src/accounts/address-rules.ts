import { z } from 'zod';
import { checkIntracomFormat, ZIntracom } from './intracom-rules.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { dictionaryId, optionalText, requiredText } from './text-rules.ts';

/** Spec §5 postal address limits. */
export const ADRESSE_LIMITS = { Ligne1: 255, Ligne2: 255, Province: 200, Cp: 40, Ville: 200 } as const;

/** Spec §5 billing address limits (min 1 for Header: required). */
export const BILLING_LIMITS = {
  Header: { min: 1, max: 100 },
  Line1: { min: 10, max: 255 },
  Line2: { max: 255 },
  State: { max: 100 },
  ZipCode: { min: 3, max: 40 },
  City: { min: 3, max: 100 },
} as const;

const countryId = dictionaryId(ACCOUNT_RULE.countryRequired);
const flag = z.boolean({ error: ACCOUNT_RULE.invalid });

/** The body of `POST adresses` and `PUT adresses/:id`: a postal address (spec §5), country required, the lines optional. */
export const ZPostalAddressRequest = z.object({
  IdPays: countryId,
  Ligne1: optionalText(ADRESSE_LIMITS.Ligne1),
  Ligne2: optionalText(ADRESSE_LIMITS.Ligne2),
  Province: optionalText(ADRESSE_LIMITS.Province),
  Cp: optionalText(ADRESSE_LIMITS.Cp),
  Ville: optionalText(ADRESSE_LIMITS.Ville),
});
export type PostalAddressRequest = z.input<typeof ZPostalAddressRequest>;
export type PostalAddressValues = z.output<typeof ZPostalAddressRequest>;

/**
 * The body of `PUT compte/adresse-facturation`: a billing address (spec §5). `IsCee` comes from the country dictionary (the server sets it
 * from `CountryId`); it is false when not sent. Saving an EU company subject to VAT without an
 * intracom number is allowed: the address is then incomplete, not invalid.
 */
export const ZBillingAddressRequest = z.object({
  Header: requiredText(BILLING_LIMITS.Header),
  Line1: requiredText(BILLING_LIMITS.Line1),
  Line2: optionalText(BILLING_LIMITS.Line2.max),
  State: optionalText(BILLING_LIMITS.State.max),
  ZipCode: requiredText(BILLING_LIMITS.ZipCode),
  City: requiredText(BILLING_LIMITS.City),
  CountryId: countryId,
  IsCompany: flag.default(false),
  IsCee: flag.default(false),
  Intracom: ZIntracom,
  IsAssujetti: flag.default(false),
});
export type BillingAddressRequest = z.input<typeof ZBillingAddressRequest>;
export type BillingAddressValues = z.output<typeof ZBillingAddressRequest>;

type IntracomNeed = { IsCompany: boolean; IsCee: boolean; IsAssujetti: boolean };

/** An EU company subject to VAT must give its intracom number (spec §5). Server and web ask this. */
export function needsIntracom(address: IntracomNeed): boolean {
  return address.IsCompany && address.IsCee && address.IsAssujetti;
}

/**
 * True when the address needs an intracom number and has none (`''`, blanks or null): the
 * server then saves it as incomplete, the form asks for the number before saving.
 */
export function isIntracomMissing(address: IntracomNeed & { Intracom?: string | null | undefined }): boolean {
  return needsIntracom(address) && !address.Intracom?.trim();
}

/**
 * Spec §5: a billing address is complete when its fields pass the rules and, for an EU company
 * subject to VAT, it has a well-formed intracom number - of the billing country when
 * `countryIso2` is given.
 */
export function isBillingAddressComplete(address: BillingAddressRequest, countryIso2?: string): boolean {
  const parsed = ZBillingAddressRequest.safeParse(address);
  if (!parsed.success) return false;
  if (!needsIntracom(parsed.data)) return true;
  const { Intracom } = parsed.data;
  return Intracom !== null && checkIntracomFormat(Intracom, countryIso2).valid;
}
