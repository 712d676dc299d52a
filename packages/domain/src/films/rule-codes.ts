/**
 * Rule codes of the film, credits and people forms (spec §5). Like the account rule codes, each
 * failing rule puts its code in the zod issue message; the server lists `{ path, code }` and the
 * web turns the code into a sentence (`films:rules.<CODE>`). Codes shared with the account forms
 * (REQUIRED, TOO_LONG, INVALID, URL_INVALID, COUNTRY_REQUIRED, NAME_NOT_LATIN) keep their names.
 * Codes are stable: rename one only together with every translation catalogue.
 */
export const FILM_RULE = {
  invalid: 'INVALID',
  required: 'REQUIRED',
  tooLong: 'TOO_LONG',
  urlInvalid: 'URL_INVALID',
  countryRequired: 'COUNTRY_REQUIRED',
  nameNotLatin: 'NAME_NOT_LATIN',

  /** Creation needs the rights-holder declaration ticked (spec §4). */
  rightsNotDeclared: 'RIGHTS_NOT_DECLARED',
  /** The Latin title holds a letter of another script (spec §5). */
  titleNotLatin: 'TITLE_NOT_LATIN',
  /** The original title is not in Latin characters, so a Latin title is needed. */
  latinTitleRequired: 'LATIN_TITLE_REQUIRED',
  productionYearInvalid: 'PRODUCTION_YEAR_INVALID',
  productionMonthInvalid: 'PRODUCTION_MONTH_INVALID',
  schoolNameRequired: 'SCHOOL_NAME_REQUIRED',
  durationInvalid: 'DURATION_INVALID',
  processRequired: 'PROCESS_REQUIRED',
  mainCountryRequired: 'MAIN_COUNTRY_REQUIRED',
  categoriesCount: 'CATEGORIES_COUNT',
  genresTooMany: 'GENRES_TOO_MANY',
  summaryEnRequired: 'SUMMARY_EN_REQUIRED',
  /** A list names the same item twice (two titles in one language, a country twice). */
  duplicate: 'DUPLICATE',
  /** A choice of the technical tab is missing (spec §5: all fields required). */
  technicalRequired: 'TECHNICAL_REQUIRED',
  yearInvalid: 'YEAR_INVALID',
  languageRequired: 'LANGUAGE_REQUIRED',

  shortnameEmpty: 'SHORTNAME_EMPTY',
  shortnameDigitsOnly: 'SHORTNAME_DIGITS_ONLY',
  shortnameInvalid: 'SHORTNAME_INVALID',
  publicationPasswordRequired: 'PUBLICATION_PASSWORD_REQUIRED',
  publicationPasswordTooShort: 'PUBLICATION_PASSWORD_TOO_SHORT',

  functionRequired: 'FUNCTION_REQUIRED',
  filmographyDurationInvalid: 'FILMOGRAPHY_DURATION_INVALID',
  photoCreditTooLong: 'TOO_LONG',
} as const;

export type FilmRuleCode = (typeof FILM_RULE)[keyof typeof FILM_RULE];

/** Every code, for the translation catalogues' completeness test. */
export const FILM_RULE_CODES: readonly FilmRuleCode[] = [...new Set(Object.values(FILM_RULE))];
