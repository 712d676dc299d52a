/**
 * Rule codes of the account forms (spec §5). Each failing rule puts its code in the zod issue
 * message; the server lists `{ path, code }` (first failing rule per field, see
 * `field-errors.ts`) and the web turns the code into a sentence. Codes are stable: rename one
 * only together with every translation catalogue.
 */
export const ACCOUNT_RULE = {
  // Plain text fields; the limit of each field is exported beside its schema.
  invalid: 'INVALID',
  required: 'REQUIRED',
  tooShort: 'TOO_SHORT',
  tooLong: 'TOO_LONG',

  loginRequired: 'LOGIN_REQUIRED',
  loginTooShort: 'LOGIN_TOO_SHORT',
  loginTooLong: 'LOGIN_TOO_LONG',
  loginInvalidEmail: 'LOGIN_INVALID_EMAIL',

  passwordRequired: 'PASSWORD_REQUIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordNoUpper: 'PASSWORD_NO_UPPER',
  passwordNoLower: 'PASSWORD_NO_LOWER',
  passwordNoDigit: 'PASSWORD_NO_DIGIT',
  passwordNoSpecial: 'PASSWORD_NO_SPECIAL',
  passwordCommon: 'PASSWORD_COMMON',
  passwordMismatch: 'PASSWORD_MISMATCH',
  passwordSameAsCurrent: 'PASSWORD_SAME_AS_CURRENT',

  emailInvalid: 'EMAIL_INVALID',
  phoneInvalid: 'PHONE_INVALID',
  urlInvalid: 'URL_INVALID',
  socialUrlWrongNetwork: 'SOCIAL_URL_WRONG_NETWORK',

  nameNotLatin: 'NAME_NOT_LATIN',
  civilityInvalid: 'CIVILITY_INVALID',
  birthYearOutOfRange: 'BIRTH_YEAR_OUT_OF_RANGE',

  countryRequired: 'COUNTRY_REQUIRED',
  intracomInvalid: 'INTRACOM_INVALID',
  /** Asked by the billing form only: the server saves the address as incomplete instead. */
  intracomRequired: 'INTRACOM_REQUIRED',
} as const;

export type AccountRuleCode = (typeof ACCOUNT_RULE)[keyof typeof ACCOUNT_RULE];

/** Every code, for the translation catalogues' completeness test. */
export const ACCOUNT_RULE_CODES: readonly AccountRuleCode[] = Object.values(ACCOUNT_RULE);
