import type { CriteriaDictionary } from '../festivals/criteria-words.ts';

/**
 * Eligibility reason codes (spec §8 "Eligibility codes", issue 14), in the order reasons are
 * listed: the film, then the festival and section, then earlier entries, then the section's
 * criteria in the order of the criteria categories (spec §3). A code of an additional question
 * is `CRITERE_ADD_{Id}` (see `additionalQuestionCode`), listed last in question order.
 *
 * Each code names the values its sentence needs (`ELIGIBILITY_CODE_VALUES`); how the web turns a
 * value into text is given by its name in `REASON_VALUES`. Sentences live in the `submissions`
 * catalogue under `reasons.<key>` (`reasonKey`), in every language.
 */
export const ELIGIBILITY_CODES = [
  'ELIGIBILITY_FILM_INCOMPLETE',
  'ELIGIBILITY_FILM_ARCHIVED',
  'ELIGIBILITY_VIDEO_MISSING',
  'ELIGIBILITY_VIDEO_EXPIRED',
  'ELIGIBILITY_FESTIVAL_NOT_OPEN',
  'ELIGIBILITY_INVITATION_ONLY',
  'ELIGIBILITY_INVITATION_EXPIRED',
  'ELIGIBILITY_NO_COMPETITION',
  'ELIGIBILITY_SECTION_INCOMPLETE',
  'ELIGIBILITY_SECTION_NOT_OPEN_YET',
  'ELIGIBILITY_SECTION_CLOSED',
  'ELIGIBILITY_ALREADY_ENTERED',
  'ELIGIBILITY_ALREADY_ENTERED_SECTION',
  'ELIGIBILITY_PRODUCTION_DATE_MISSING',
  'ELIGIBILITY_PRODUCTION_DATE',
  'ELIGIBILITY_DURATION_MISSING',
  'ELIGIBILITY_DURATION_TOO_SHORT',
  'ELIGIBILITY_DURATION_TOO_LONG',
  'ELIGIBILITY_COUNTRY_MISSING',
  'ELIGIBILITY_COUNTRY_NOT_INCLUDED',
  'ELIGIBILITY_COUNTRY_EXCLUDED',
  'ELIGIBILITY_MAIN_COUNTRY_NOT_INCLUDED',
  'ELIGIBILITY_MAIN_COUNTRY_EXCLUDED',
  'ELIGIBILITY_CATEGORY_MISSING',
  'ELIGIBILITY_CATEGORY_NOT_ELIGIBLE',
  'ELIGIBILITY_GENRE_MISSING',
  'ELIGIBILITY_GENRE_NOT_ELIGIBLE',
  'ELIGIBILITY_THEME_MISSING',
  'ELIGIBILITY_THEME_NOT_ELIGIBLE',
  'ELIGIBILITY_FIRST_FILM_REQUIRED',
  'ELIGIBILITY_FIRST_FILM_REFUSED',
  'ELIGIBILITY_SCHOOL_FILM_REQUIRED',
  'ELIGIBILITY_SCHOOL_FILM_REFUSED',
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

/** Prefix of an additional question's code (spec §3 Eligibility error, §8). */
export const ADDITIONAL_CODE_PREFIX = 'CRITERE_ADD_';
export type AdditionalQuestionCode = `CRITERE_ADD_${number}`;

/** `CRITERE_ADD_{Id}`: the question's `critere_additionnel.Id` (the spec's "n"). */
export function additionalQuestionCode(questionId: number): AdditionalQuestionCode {
  return `${ADDITIONAL_CODE_PREFIX}${questionId}`;
}

/** The question id of a `CRITERE_ADD_{n}` code, undefined for any other code. */
export function additionalQuestionId(code: string): number | undefined {
  if (!code.startsWith(ADDITIONAL_CODE_PREFIX)) return undefined;
  const id = Number(code.slice(ADDITIONAL_CODE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Why an additional question refuses the entry: left unanswered (spec §8 "please answer all
 * mandatory questions"), or answered in a way that stops the submission (a blocking question or
 * a confirmation answered no). Each has its own sentence.
 */
export const ADDITIONAL_PROBLEMS = ['unanswered', 'refused'] as const;
export type AdditionalProblem = (typeof ADDITIONAL_PROBLEMS)[number];

/** Catalogue keys under `submissions:reasons.` : one per code, two for every additional question. */
export const REASON_KEYS = [...ELIGIBILITY_CODES, 'CRITERE_ADD_UNANSWERED', 'CRITERE_ADD_REFUSED'] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

/**
 * How the web turns each value into text before `t(key, values)`:
 * - `text`: already text (durations arrive as `25 min`, `5 min 30 s`: the symbols read alike in
 *   every language), used as it is;
 * - `number`: a year, shown as it is;
 * - `day`: an ISO calendar day (`2026-03-31`), formatted as a date in the user's language;
 * - `monthYear`: `2024-03` (month and year) or `2024` (year only), formatted like
 *   `criteria.producedSince` ("March 2024");
 * - `ids`: ids of a dictionary (`{name}/dico`), replaced by their labels joined with
 *   `Intl.ListFormat` (`and` = conjunction, `or` = disjunction);
 * - `question`: an additional question's id, replaced by its wording (the section's
 *   `questions[].Libelle`): spec §8 "CRITERE_ADD_{n} shows question n's wording".
 */
export type ReasonValueKind =
  | { type: 'text' }
  | { type: 'number' }
  | { type: 'day' }
  | { type: 'monthYear' }
  | { type: 'ids'; dictionary: CriteriaDictionary; join: 'and' | 'or' }
  | { type: 'question' };

export const REASON_VALUES = {
  /** The film's running time. */
  duration: { type: 'text' },
  /** The section's shortest and longest running times. */
  min: { type: 'text' },
  max: { type: 'text' },
  /** When the film was produced, and the earliest production date the section takes. */
  produced: { type: 'monthYear' },
  since: { type: 'monthYear' },
  /** The day a video or an invitation stopped being valid, or the day a section opens. */
  date: { type: 'day' },
  /** The edition (year) of the film's earlier entry. */
  year: { type: 'number' },
  /** The film's production countries the rule is about. */
  countries: { type: 'ids', dictionary: 'pays', join: 'and' },
  /** The countries, categories, genres or themes a section takes (any one is enough). */
  allowedCountries: { type: 'ids', dictionary: 'pays', join: 'or' },
  allowedCategories: { type: 'ids', dictionary: 'categorie', join: 'or' },
  allowedGenres: { type: 'ids', dictionary: 'genre', join: 'or' },
  allowedThemes: { type: 'ids', dictionary: 'thematique', join: 'or' },
  /** Subtitle languages a section asks for (any one is enough). */
  languages: { type: 'ids', dictionary: 'langue', join: 'or' },
  question: { type: 'question' },
} as const satisfies Record<string, ReasonValueKind>;
export type ReasonValueName = keyof typeof REASON_VALUES;

/** The values each reason carries; the `submissions` sentences use exactly these placeholders. */
export const REASON_KEY_VALUES = {
  ELIGIBILITY_FILM_INCOMPLETE: [],
  ELIGIBILITY_FILM_ARCHIVED: [],
  ELIGIBILITY_VIDEO_MISSING: [],
  ELIGIBILITY_VIDEO_EXPIRED: ['date'],
  ELIGIBILITY_FESTIVAL_NOT_OPEN: [],
  ELIGIBILITY_INVITATION_ONLY: [],
  ELIGIBILITY_INVITATION_EXPIRED: ['date'],
  ELIGIBILITY_NO_COMPETITION: [],
  ELIGIBILITY_SECTION_INCOMPLETE: [],
  ELIGIBILITY_SECTION_NOT_OPEN_YET: ['date'],
  ELIGIBILITY_SECTION_CLOSED: [],
  ELIGIBILITY_ALREADY_ENTERED: ['year'],
  ELIGIBILITY_ALREADY_ENTERED_SECTION: ['year'],
  ELIGIBILITY_PRODUCTION_DATE_MISSING: [],
  ELIGIBILITY_PRODUCTION_DATE: ['produced', 'since'],
  ELIGIBILITY_DURATION_MISSING: [],
  ELIGIBILITY_DURATION_TOO_SHORT: ['duration', 'min'],
  ELIGIBILITY_DURATION_TOO_LONG: ['duration', 'max'],
  ELIGIBILITY_COUNTRY_MISSING: [],
  ELIGIBILITY_COUNTRY_NOT_INCLUDED: ['allowedCountries', 'countries'],
  ELIGIBILITY_COUNTRY_EXCLUDED: ['countries'],
  ELIGIBILITY_MAIN_COUNTRY_NOT_INCLUDED: ['allowedCountries', 'countries'],
  ELIGIBILITY_MAIN_COUNTRY_EXCLUDED: ['countries'],
  ELIGIBILITY_CATEGORY_MISSING: [],
  ELIGIBILITY_CATEGORY_NOT_ELIGIBLE: ['allowedCategories'],
  ELIGIBILITY_GENRE_MISSING: [],
  ELIGIBILITY_GENRE_NOT_ELIGIBLE: ['allowedGenres'],
  ELIGIBILITY_THEME_MISSING: [],
  ELIGIBILITY_THEME_NOT_ELIGIBLE: ['allowedThemes'],
  ELIGIBILITY_FIRST_FILM_REQUIRED: [],
  ELIGIBILITY_FIRST_FILM_REFUSED: [],
  ELIGIBILITY_SCHOOL_FILM_REQUIRED: [],
  ELIGIBILITY_SCHOOL_FILM_REFUSED: [],
  CRITERE_ADD_UNANSWERED: ['question'],
  CRITERE_ADD_REFUSED: ['question'],
} as const satisfies Record<ReasonKey, readonly ReasonValueName[]>;

/** A value as the engine gives it (see `REASON_VALUES` for each name's kind). */
export type ReasonValue = string | number | readonly number[];

/**
 * One reason a film cannot enter a section (spec §3 "Eligibility error"): the code the API
 * answers (`ELIGIBILITY_...` or `CRITERE_ADD_{n}`), the catalogue key of its sentence under
 * `submissions:reasons.`, and the sentence's values.
 */
export type EligibilityReason = {
  code: EligibilityCode | AdditionalQuestionCode;
  key: ReasonKey;
  values: { [name in ReasonValueName]?: ReasonValue };
};

/** The three tabs of the submission panel (spec §2, §4 "Submission eligibility per film"). */
export const ELIGIBILITY_STATUSES = ['eligible', 'missing-subtitles', 'ineligible'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** The name of each status (a tab's title), under `submissions:`. */
export const STATUS_KEYS = {
  eligible: 'eligibility.eligible',
  'missing-subtitles': 'eligibility.missingSubtitles',
  ineligible: 'eligibility.ineligible',
} as const satisfies Record<EligibilityStatus, string>;

/** The sentence of a film missing subtitles, under `submissions:`, with `languages` (`RequiredIdsLangue`). */
export const MISSING_SUBTITLES_KEY = 'eligibility.needsSubtitles';
export const MISSING_SUBTITLES_VALUES = ['languages'] as const satisfies readonly ReasonValueName[];
