import { ADRESSE_LIMITS, BILLING_LIMITS } from '@shortlist/domain/accounts/address-rules';
import {
  formatPhone,
  isSocialUrlOf,
  isValidPhone,
  isWebUrl,
  type SocialNetwork,
  TELEPHONE_MAX,
  URL_MAX,
} from '@shortlist/domain/accounts/contact-rules';
import { checkIntracomFormat, INTRACOM_MAX } from '@shortlist/domain/accounts/intracom-rules';
import {
  isLatinName,
  NAME_MAX,
  PSEUDO_MAX,
  RAISON_SOCIALE_MAX,
} from '@shortlist/domain/accounts/person-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { z } from 'zod';

// Form schemas of the profile and address screens. Form fields hold strings (selects too), so
// these wrap the domain's rules and limits (packages/domain/src/accounts) with the same codes;
// the server applies the domain schemas again on save.

const text = (max: number) => z.string().trim().max(max, ACCOUNT_RULE.tooLong);
const required = (options: { max: number; min?: number }) =>
  z
    .string()
    .trim()
    .min(1, ACCOUNT_RULE.required)
    .min(options.min ?? 1, ACCOUNT_RULE.tooShort)
    .max(options.max, ACCOUNT_RULE.tooLong);
const latinName = required({ max: NAME_MAX }).refine(isLatinName, ACCOUNT_RULE.nameNotLatin);
const url = (network?: SocialNetwork) =>
  text(URL_MAX)
    .refine((v) => v === '' || isWebUrl(v), ACCOUNT_RULE.urlInvalid)
    .refine((v) => v === '' || !network || isSocialUrlOf(network, v), ACCOUNT_RULE.socialUrlWrongNetwork);

export const ZPersonForm = z.object({
  IdCivilite: z.string(),
  Prenom: latinName,
  Nom: latinName,
  Pseudo: text(PSEUDO_MAX),
  AnneeNaissance: z.string(),
});
export type PersonForm = z.infer<typeof ZPersonForm>;

export const ZContactForm = z
  .object({
    PhonePrefix: z.string(),
    PhoneNumber: z.string(),
    Email: text(255).refine((v) => v === '' || z.email().safeParse(v).success, ACCOUNT_RULE.emailInvalid),
    SiteWeb: url(),
    UrlLinkedin: url('linkedin'),
    UrlInstagram: url('instagram'),
    UrlFacebook: url('facebook'),
    UrlTwitter: url('twitter'),
  })
  .superRefine((value, ctx) => {
    const phone = formatPhone(value.PhonePrefix, value.PhoneNumber);
    if (phone === null) return;
    if (!value.PhonePrefix || phone.length > TELEPHONE_MAX || !isValidPhone(phone)) {
      ctx.addIssue({ code: 'custom', path: ['PhoneNumber'], message: ACCOUNT_RULE.phoneInvalid });
    }
  });
export type ContactForm = z.infer<typeof ZContactForm>;

export const ZStructureForm = z.object({ RaisonSociale: required({ max: RAISON_SOCIALE_MAX }) });
export type StructureForm = z.infer<typeof ZStructureForm>;

const countryId = z.string().refine((v) => Number(v) > 0, ACCOUNT_RULE.countryRequired);

export const ZPostalAddressForm = z.object({
  IdPays: countryId,
  Ligne1: text(ADRESSE_LIMITS.Ligne1),
  Ligne2: text(ADRESSE_LIMITS.Ligne2),
  Province: text(ADRESSE_LIMITS.Province),
  Cp: text(ADRESSE_LIMITS.Cp),
  Ville: text(ADRESSE_LIMITS.Ville),
});
export type PostalAddressForm = z.infer<typeof ZPostalAddressForm>;

/** The web's own code: the number is missing where needed (the address would be incomplete). */
const INTRACOM_REQUIRED = 'INTRACOM_REQUIRED';

export const ZBillingAddressForm = z
  .object({
    CountryId: countryId,
    Header: required(BILLING_LIMITS.Header),
    Line1: required(BILLING_LIMITS.Line1),
    Line2: text(BILLING_LIMITS.Line2.max),
    State: text(BILLING_LIMITS.State.max),
    ZipCode: required(BILLING_LIMITS.ZipCode),
    City: required(BILLING_LIMITS.City),
    IsCompany: z.boolean(),
    IsCee: z.boolean(),
    IsAssujetti: z.boolean(),
    Intracom: text(INTRACOM_MAX),
  })
  .superRefine((value, ctx) => {
    if (!(value.IsCompany && value.IsCee && value.IsAssujetti)) return;
    if (value.Intracom === '') {
      ctx.addIssue({ code: 'custom', path: ['Intracom'], message: INTRACOM_REQUIRED });
    } else if (!checkIntracomFormat(value.Intracom).valid) {
      ctx.addIssue({ code: 'custom', path: ['Intracom'], message: ACCOUNT_RULE.intracomInvalid });
    }
  });
export type BillingAddressForm = z.infer<typeof ZBillingAddressForm>;

/** `+33.612345678` -> `33` and `612345678`; anything else stays in the number field as it is. */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const match = /^\+(\d{1,4})\.(.*)$/.exec(phone ?? '');
  return match ? { prefix: match[1] ?? '', number: match[2] ?? '' } : { prefix: '', number: phone ?? '' };
}

export { formatPhone as joinPhone };
