import { z } from 'zod';
import { isWebUrl } from '../accounts/contact-rules.ts';
import { optionalField, requiredText } from '../accounts/text-rules.ts';
import { zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { LANGUAGES } from '../languages.ts';
import {
  CATEGORIES_MAX,
  CATEGORIES_MIN,
  DURATION_MAX_SECONDS,
  FILM_TEXT_LIMITS,
  GENRES_MAX,
  PRODUCTION_YEAR_MIN,
  ZBroadcastSource,
} from './film-values.ts';
import { FILM_RULE } from './rule-codes.ts';

/**
 * The request bodies of the film record's tabs (spec §2 tabs, §3 form keys, §5 rules): each is
 * the Fastify body of its call, the OpenAPI document's schema and the web form's resolver. A
 * schema that needs the current year takes a clock, read at each check.
 */

// ------------------------------------------------------------------ shared pieces

/** Largest list a film sub-list accepts (a hostile body cannot ask for thousands of rows). */
export const FILM_LIST_MAX = 100;

const flag = z.boolean({ error: FILM_RULE.invalid });

/** A list of distinct dictionary ids, each refused with `code` when it is not an id. */
function idList(
  code: string,
  options: { min?: number; max?: number; minCode?: string; maxCode?: string } = {},
) {
  const max = options.max ?? FILM_LIST_MAX;
  let list = z.array(zIdOf(code), { error: FILM_RULE.invalid });
  if (options.min) list = list.min(options.min, options.minCode ?? FILM_RULE.required);
  return list
    .max(max, options.maxCode ?? FILM_RULE.tooLong)
    .refine((ids) => new Set(ids).size === ids.length, FILM_RULE.duplicate);
}

// Latin script, plus what every script shares (digits, punctuation, symbols, spaces) and
// combining marks; at least one Latin letter or digit.
const LATIN_TEXT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;
const LATIN_LETTER_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u;

/** Spec §5: a Latin title holds Latin characters only ("2001: A Space Odyssey", "Amélie"). */
export function isLatinTitle(value: string): boolean {
  return LATIN_TEXT.test(value) && LATIN_LETTER_OR_DIGIT.test(value);
}

/** A film whose original title is in another script (東京物語) needs a Latin title too. */
export function needsLatinTitle(original: string): boolean {
  return !isLatinTitle(original);
}

/** A year of the film's life (production, broadcast, festival): 1800 to this year. */
function zYear(now: () => Date, code: string) {
  return z
    .number({ error: code })
    .int(code)
    .min(PRODUCTION_YEAR_MIN, code)
    .refine((year) => year <= now().getUTCFullYear(), code);
}

/** Running time in seconds from the form's minutes and seconds (spec §3 `dureeMinutes`, `dureeSecondes`). */
export function durationSeconds(minutes: number, seconds: number): number {
  return minutes * 60 + seconds;
}

/** The form's minutes and seconds of a running time in seconds. */
export function durationParts(total: number | null): {
  dureeMinutes: number | null;
  dureeSecondes: number | null;
} {
  if (total === null) return { dureeMinutes: null, dureeSecondes: null };
  return { dureeMinutes: Math.floor(total / 60), dureeSecondes: total % 60 };
}

const title = () => requiredText({ max: FILM_TEXT_LIMITS.title });

// ------------------------------------------------------------------ creation tab

/**
 * The creation tab (`PUT films/:id`): spec §5 "Film creation". Yes/no fields are required
 * booleans; the school name is required for a school film and dropped otherwise; a film whose
 * original title is not in Latin characters needs a Latin title.
 */
export function zFilmCreationRequest(now: () => Date) {
  return z
    .object({
      TitreOriginal: title(),
      TitreLatin: optionalField(
        z
          .string()
          .max(FILM_TEXT_LIMITS.title, FILM_RULE.tooLong)
          .refine(isLatinTitle, FILM_RULE.titleNotLatin),
        { max: FILM_TEXT_LIMITS.title },
      ),
      AnneeProd: zYear(now, FILM_RULE.productionYearInvalid),
      MoisProd: z
        .number({ error: FILM_RULE.productionMonthInvalid })
        .int(FILM_RULE.productionMonthInvalid)
        .min(1, FILM_RULE.productionMonthInvalid)
        .max(12, FILM_RULE.productionMonthInvalid),
      dureeMinutes: z
        .number({ error: FILM_RULE.durationInvalid })
        .int(FILM_RULE.durationInvalid)
        .min(0, FILM_RULE.durationInvalid)
        .max(DURATION_MAX_SECONDS / 60, FILM_RULE.durationInvalid),
      dureeSecondes: z
        .number({ error: FILM_RULE.durationInvalid })
        .int(FILM_RULE.durationInvalid)
        .min(0, FILM_RULE.durationInvalid)
        .max(59, FILM_RULE.durationInvalid),
      IsPremierFilm: flag,
      IsFilmEcole: flag,
      NomEcole: optionalField(z.string().max(FILM_TEXT_LIMITS.schoolName, FILM_RULE.tooLong), {
        max: FILM_TEXT_LIMITS.schoolName,
      }),
      IsScriptOriginal: flag,
      IsMusiqueOriginale: flag,
      IsSansDialogue: flag,
      IsSilencieux: flag,
      IsLibreDroits: flag,
      IsDroitsMusiqueAcquis: flag,
      IdProcede: zIdOf(FILM_RULE.processRequired),
      idPaysProdPrincipal: zIdOf(FILM_RULE.mainCountryRequired),
      idsCategorie: idList(FILM_RULE.categoriesCount, {
        min: CATEGORIES_MIN,
        max: CATEGORIES_MAX,
        minCode: FILM_RULE.categoriesCount,
        maxCode: FILM_RULE.categoriesCount,
      }),
    })
    .superRefine((film, ctx) => {
      if (film.IsFilmEcole && !film.NomEcole) {
        ctx.addIssue({ code: 'custom', path: ['NomEcole'], message: FILM_RULE.schoolNameRequired });
      }
      if (durationSeconds(film.dureeMinutes, film.dureeSecondes) === 0) {
        ctx.addIssue({ code: 'custom', path: ['dureeMinutes'], message: FILM_RULE.durationInvalid });
      }
      if (needsLatinTitle(film.TitreOriginal) && !film.TitreLatin) {
        ctx.addIssue({ code: 'custom', path: ['TitreLatin'], message: FILM_RULE.latinTitleRequired });
      }
    })
    .transform(({ dureeMinutes, dureeSecondes, ...film }) => ({
      ...film,
      NomEcole: film.IsFilmEcole ? film.NomEcole : null,
      Duree: durationSeconds(dureeMinutes, dureeSecondes),
    }));
}
export type FilmCreationRequest = z.input<ReturnType<typeof zFilmCreationRequest>>;
export type FilmCreationValues = z.output<ReturnType<typeof zFilmCreationRequest>>;

/**
 * `POST films`: the creation tab plus the rights-holder declaration, which must be ticked
 * (spec §4); its date is recorded on the film.
 */
export function zFilmCreateRequest(now: () => Date) {
  return z
    .object({
      IsDeclarationDroits: z.literal(true, { error: FILM_RULE.rightsNotDeclared }),
    })
    .and(zFilmCreationRequest(now));
}
export type FilmCreateRequest = z.input<ReturnType<typeof zFilmCreateRequest>>;
export type FilmCreateValues = z.output<ReturnType<typeof zFilmCreateRequest>>;

// ------------------------------------------------------------------ data tab

const languageId = zIdOf(FILM_RULE.languageRequired);

/** One text per language: a language appears once in a list. */
function perLanguage<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(z.object({ IdLangue: languageId, ...shape }), { error: FILM_RULE.invalid })
    .max(FILM_LIST_MAX, FILM_RULE.tooLong)
    .refine(
      (items) => new Set(items.map((item) => (item as { IdLangue: number }).IdLangue)).size === items.length,
      FILM_RULE.duplicate,
    );
}

/** A free text of one language (summary, synopsis, biography): line breaks allowed. */
export function languageText(max: number, requiredCode: string = FILM_RULE.required) {
  return zPlainText({ multiline: true, error: requiredCode })
    .trim()
    .min(1, requiredCode)
    .max(max, FILM_RULE.tooLong);
}

const optionalUrl = optionalField(
  z.string().max(FILM_TEXT_LIMITS.url, FILM_RULE.tooLong).refine(isWebUrl, FILM_RULE.urlInvalid),
  { max: FILM_TEXT_LIMITS.url },
);

/** The English language id: `resumeEn` is the summary in it (spec §3, §5). */
export const ENGLISH_ID = LANGUAGES.en.id;

/**
 * The data tab (`PUT films/:id/donnees`): spec §5 "Film data". The English summary is
 * `resumeEn`; `resumes` holds the other languages (English there is a duplicate). Titles and
 * synopses per language. Co-production countries never include the main one (the server drops it).
 */
export const ZFilmDataRequest = z
  .object({
    TitreInternationnal: title(),
    UrlSite: optionalUrl,
    UrlVideo: optionalUrl,
    idsGenre: idList(FILM_RULE.invalid, { max: GENRES_MAX, maxCode: FILM_RULE.genresTooMany }),
    resumeEn: languageText(FILM_TEXT_LIMITS.summary, FILM_RULE.summaryEnRequired),
    idsLangueDialogue: idList(FILM_RULE.invalid),
    idsPaysCoProd: idList(FILM_RULE.countryRequired),
    idsPaysTournage: idList(FILM_RULE.countryRequired),
    idsThematique: idList(FILM_RULE.invalid),
    IsLangueSigne: flag,
    titres: perLanguage({ Titre: requiredText({ max: FILM_TEXT_LIMITS.title }) }),
    resumes: perLanguage({ Resume: languageText(FILM_TEXT_LIMITS.summary) }).refine(
      (items) => items.every((item) => item.IdLangue !== ENGLISH_ID),
      FILM_RULE.duplicate,
    ),
    synopses: perLanguage({ Synopsis: languageText(FILM_TEXT_LIMITS.synopsis) }),
  })
  .strict();
export type FilmDataRequest = z.input<typeof ZFilmDataRequest>;
export type FilmDataValues = z.output<typeof ZFilmDataRequest>;

// ------------------------------------------------------------------ technical tab

const technicalId = zIdOf(FILM_RULE.technicalRequired);

/**
 * The technical tab (`PUT films/:id/technique`): spec §5 "all fields required": each single
 * choice and at least one shooting and one projection support. Animation techniques and software
 * may be empty lists (a live-action film has none): a chosen empty list is an answer.
 */
export const ZFilmTechnicalRequest = z.object({
  IdRatio: technicalId,
  IdSon: technicalId,
  IdFramerate: technicalId,
  IdPriseVue: technicalId,
  idsSupportCaptation: idList(FILM_RULE.technicalRequired, { min: 1, minCode: FILM_RULE.technicalRequired }),
  idsSupportProj: idList(FILM_RULE.technicalRequired, { min: 1, minCode: FILM_RULE.technicalRequired }),
  idsTechAnimation: idList(FILM_RULE.invalid),
  logiciels: idList(FILM_RULE.invalid),
});
export type FilmTechnicalRequest = z.input<typeof ZFilmTechnicalRequest>;
export type FilmTechnicalValues = z.output<typeof ZFilmTechnicalRequest>;

// ------------------------------------------------------------------ career tab

const careerName = (max: number) => optionalField(z.string().max(max, FILM_RULE.tooLong), { max });

/**
 * The career tab (`PUT films/:id/carriere`): broadcasts and festival participations, each with
 * a country and a valid year (spec §5). The whole lists are sent; the server replaces them.
 */
export function zFilmCareerRequest(now: () => Date) {
  const year = zYear(now, FILM_RULE.yearInvalid);
  const country = zIdOf(FILM_RULE.countryRequired);
  return z.object({
    diffusions: z
      .array(
        z.object({
          Source: ZBroadcastSource,
          IdPays: country,
          Annee: year,
          Nom: careerName(FILM_TEXT_LIMITS.careerName),
        }),
        { error: FILM_RULE.invalid },
      )
      .max(FILM_LIST_MAX, FILM_RULE.tooLong),
    participations: z
      .array(
        z.object({
          IdPays: country,
          Annee: year,
          NomFestival: requiredText({ max: FILM_TEXT_LIMITS.careerName }),
          Distinction: careerName(FILM_TEXT_LIMITS.distinction),
        }),
        { error: FILM_RULE.invalid },
      )
      .max(FILM_LIST_MAX, FILM_RULE.tooLong),
  });
}
export type FilmCareerRequest = z.input<ReturnType<typeof zFilmCareerRequest>>;
export type FilmCareerValues = z.output<ReturnType<typeof zFilmCareerRequest>>;
