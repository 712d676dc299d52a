import { z } from 'zod';
import { ZPostalAddressRequest } from '../accounts/address-rules.ts';
import { ZContactRequest } from '../accounts/contact-rules.ts';
import { ZStructureRequest } from '../accounts/person-rules.ts';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import { optionalField, requiredText } from '../accounts/text-rules.ts';
import { FESTIVAL_LABEL_TYPE } from '../festival-campaign-values.ts';
import { zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { ZLanguage } from '../languages.ts';

/*
 * The festival profile its managers edit (issue 33), `GET/PUT festival-space/festivals/{id}/profile`:
 * names, presentation per language (English required), address and position (the time zone
 * follows them), contact details, structure, genres, categories, themes, year founded, the
 * director's stay and labels. Images (logo, cover, banner, photos) have their own calls.
 */

/** Limits of the profile's fields (spec §5: a translated label at most 255 per language). */
export const PROFILE_LIMITS = {
  name: 255,
  presentation: 10_000,
  labelTitle: 255,
  labelDescription: 2_000,
  labels: 20,
  dictionary: 30,
  yearMin: 1800,
} as const;

/** Rule codes of the profile beyond the account ones (translated in `festivalSpace.profile.rules`). */
export const PROFILE_RULE = {
  ...ACCOUNT_RULE,
  duplicate: 'DUPLICATE',
  yearInvalid: 'YEAR_INVALID',
  languageNotRouted: 'LANGUAGE_NOT_ROUTED',
  positionInvalid: 'POSITION_INVALID',
} as const;

/** A free text of several lines, trimmed; `''`, blanks or null give null. */
function optionalMultiline(max: number) {
  return zPlainText({ multiline: true, error: PROFILE_RULE.invalid })
    .trim()
    .max(max, PROFILE_RULE.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A text in each language: English required, the others optional (null when left empty). */
function perLanguage<E extends z.ZodType, O extends z.ZodType>(english: E, other: O) {
  return z.strictObject(
    { en: english, fr: other.optional(), es: other.optional(), it: other.optional(), pt: other.optional() },
    { error: PROFILE_RULE.invalid },
  );
}

const requiredMultiline = (max: number) =>
  zPlainText({ multiline: true, error: PROFILE_RULE.required })
    .trim()
    .min(1, PROFILE_RULE.required)
    .max(max, PROFILE_RULE.tooLong);

/** Distinct dictionary ids, at most `PROFILE_LIMITS.dictionary`. */
const idList = z
  .array(zIdOf(PROFILE_RULE.invalid), { error: PROFILE_RULE.invalid })
  .max(PROFILE_LIMITS.dictionary, PROFILE_RULE.tooLong)
  .refine((ids) => new Set(ids).size === ids.length, PROFILE_RULE.duplicate);

const coordinate = (limit: number) =>
  z
    .number({ error: PROFILE_RULE.positionInvalid })
    .min(-limit, PROFILE_RULE.positionInvalid)
    .max(limit, PROFILE_RULE.positionInvalid)
    .nullable();

/** The year the festival was founded: 1800 to this year, or null. */
const foundedYear = z
  .number({ error: PROFILE_RULE.yearInvalid })
  .int(PROFILE_RULE.yearInvalid)
  .min(PROFILE_LIMITS.yearMin, PROFILE_RULE.yearInvalid)
  .refine((year) => year <= new Date().getUTCFullYear(), PROFILE_RULE.yearInvalid)
  .nullable();

/** One label (accreditation, qualifying, network): its title per language and an optional description. */
export const ZFestivalLabelRequest = z.strictObject({
  Type: z.enum(FESTIVAL_LABEL_TYPE, { error: PROFILE_RULE.invalid }),
  Titre: perLanguage(
    requiredText({ max: PROFILE_LIMITS.labelTitle }),
    optionalField(z.string(), { max: PROFILE_LIMITS.labelTitle }),
  ),
  Description: perLanguage(
    requiredMultiline(PROFILE_LIMITS.labelDescription),
    optionalMultiline(PROFILE_LIMITS.labelDescription),
  ).nullable(),
});

/**
 * The body of `PUT festival-space/festivals/{id}/profile`: the whole profile, every list replaced
 * as sent. `Presentation` holds the routed languages; a language the site does not route is
 * refused (LANGUAGE_NOT_ROUTED). The festival's country is its address's.
 */
export const ZFestivalProfileRequest = z.strictObject({
  Nom: requiredText({ max: PROFILE_LIMITS.name }),
  Presentation: perLanguage(
    requiredMultiline(PROFILE_LIMITS.presentation),
    optionalMultiline(PROFILE_LIMITS.presentation),
  ),
  AnneeCreation: foundedYear,
  PecRealisateur: z.boolean({ error: PROFILE_RULE.invalid }),
  adresse: ZPostalAddressRequest.strict(),
  GpsLatitude: coordinate(90),
  GpsLongitude: coordinate(180),
  coordonnee: ZContactRequest.strict(),
  structure: ZStructureRequest.strict().nullable(),
  idsGenre: idList,
  idsCategorie: idList,
  idsThematique: idList,
  labels: z
    .array(ZFestivalLabelRequest, { error: PROFILE_RULE.invalid })
    .max(PROFILE_LIMITS.labels, PROFILE_RULE.tooLong),
});
export type FestivalProfileRequest = z.input<typeof ZFestivalProfileRequest>;
export type FestivalProfileValues = z.output<typeof ZFestivalProfileRequest>;

const ZTexts = z.object({
  en: z.string(),
  fr: z.string().nullable().optional(),
  es: z.string().nullable().optional(),
  it: z.string().nullable().optional(),
  pt: z.string().nullable().optional(),
});

/** `GET festival-space/festivals/{id}/profile` (managers): the profile as the form edits it. */
export const ZFestivalProfile = z.object({
  IdFestival: z.number().int().positive(),
  ShortName: z.string(),
  /** The languages the site routes: the presentation's tabs (English first). */
  languages: z.array(ZLanguage),
  /** The festival's time zone, computed from its country and position. */
  timeZone: z.string(),
  Nom: z.string(),
  Presentation: ZTexts,
  AnneeCreation: z.number().int().nullable(),
  PecRealisateur: z.boolean(),
  adresse: z.object({
    IdPays: z.number().int().positive().nullable(),
    Ligne1: z.string().nullable(),
    Ligne2: z.string().nullable(),
    Province: z.string().nullable(),
    Cp: z.string().nullable(),
    Ville: z.string().nullable(),
  }),
  GpsLatitude: z.number().nullable(),
  GpsLongitude: z.number().nullable(),
  coordonnee: z.object({
    Telephone: z.string().nullable(),
    Email: z.string().nullable(),
    SiteWeb: z.string().nullable(),
    UrlLinkedin: z.string().nullable(),
    UrlInstagram: z.string().nullable(),
    UrlFacebook: z.string().nullable(),
    UrlTwitter: z.string().nullable(),
  }),
  structure: z.object({ RaisonSociale: z.string(), NumeroIntracom: z.string().nullable() }).nullable(),
  idsGenre: z.array(z.number().int().positive()),
  idsCategorie: z.array(z.number().int().positive()),
  idsThematique: z.array(z.number().int().positive()),
  labels: z.array(
    z.object({
      Type: z.enum(FESTIVAL_LABEL_TYPE),
      Titre: ZTexts,
      Description: ZTexts.nullable(),
    }),
  ),
});
export type FestivalProfile = z.infer<typeof ZFestivalProfile>;
