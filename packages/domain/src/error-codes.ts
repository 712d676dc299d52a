/**
 * Typed error codes. The server maps each to an HTTP status in one place
 * (apps/server/src/platform/errors.ts); the web turns each into a sentence through the
 * `errors` translation namespace. Features add their codes here.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'FESTIVAL_NOT_FOUND',
  'CONTENT_PAGE_NOT_FOUND',
  'HELP_CATEGORY_NOT_FOUND',
  /** A help tutorial's video is not from an allowed host (help/video-embed.ts). */
  'HELP_EMBED_REFUSED',
  'HELP_RESOURCE_NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'MAINTENANCE',
  /** Too many photos are being processed on this instance; `Retry-After` says when to try again. */
  'IMAGE_QUEUE_FULL',
  'INTERNAL',
  'LOGIN_FAILED',
  'LOGIN_THROTTLED',
  'ACCOUNT_CREATE_FAILED',
  'LOGIN_UNAVAILABLE',
  'LOGIN_UNCHANGED',
  'WRONG_CURRENT_PASSWORD',
  'TOKEN_INVALID',
  'CSRF_INVALID',
  'TERMS_NOT_ACCEPTED',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_ALREADY_ACTIVE',
  'LOGIN_UNCHANGED',
  'FIRST_CONNECTION_NOT_DUE',
  'FILM_ARCHIVED',
  'SHORTNAME_TAKEN',
  'SUPERSTAMP_REQUIRED',
  'FILM_PASSWORD_REQUIRED',
  'FILM_PASSWORD_WRONG',
  'FILM_UNLOCK_THROTTLED',
  'FILE_LIMIT_REACHED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_REFUSED',
  'FILE_MISSING',
  'DOCUMENT_NOT_FOUND',
  /** A support ticket (or its attachment) that is not the signed-in account's, or does not exist. */
  'TICKET_NOT_FOUND',
  /** A subtitle file with §5 errors: each in `fields`, `path` = `line:<n>`, `code` = the error. */
  'SUBTITLE_INVALID',
  /** A video link the server may not fetch (a private or loopback address: request forgery). */
  'VIDEO_LINK_REFUSED',
  /** A Vimeo reference would replace a stored file: the filmmaker must confirm (`replaceFile`). */
  'VIDEO_REPLACE_UNCONFIRMED',
  /** The Vimeo authorisation return's state names no film of the signed-in user. */
  'VIMEO_STATE_INVALID',
  /** Vimeo refused to exchange the authorisation code for a token (or could not be reached). */
  'VIMEO_CONNECT_FAILED',
  /** An account has as many link imports running as it may (issue 29): wait for one to end. */
  'VIDEO_IMPORT_LIMIT_REACHED',
  /**
   * `compare-film-section` with a film alone (every open section, megabytes on a big catalogue):
   * name `IdFestival` or `IdCampagneSection`, or read `compare-film-section/by-film/{idFilm}` page by page.
   */
  'COMPARE_SCOPE_TOO_WIDE',
  'SUBMISSION_INELIGIBLE',
  'SECTION_PASSWORD_WRONG',
  /** Too many wrong passwords for one section from one account (10 per 15 minutes). */
  'SECTION_PASSWORD_THROTTLED',
  'ALREADY_ENTERED',
  /** Spec §8 "invitation check failure": answered after its validity day, or already answered. */
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  /** Order service (issue 15, spec §8 payment and order errors). */
  'BASKET_EMPTY',
  'BASKET_INVALID',
  'STAMPS_INSUFFICIENT',
  'BILLING_ADDRESS_INCOMPLETE',
  'ORDER_CANCEL_FAILED',
  'ORDER_EXPIRED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_FAILED',
  /** Coupons (spec §7 apply-coupon): unknown, expired, used up, not applicable to the basket. */
  'COUPON_UNKNOWN',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_NOT_APPLICABLE',
  /** A festival's discount code on a basket entry (issue 33). */
  'FESTIVAL_CODE_UNKNOWN',
  'FESTIVAL_CODE_EXPIRED',
  'FESTIVAL_CODE_USED_UP',
  'FESTIVAL_CODE_OTHER_SECTION',
  'FESTIVAL_CODE_NOT_HANDED',
  /** The festival workspace (issue 31): the submission state machine, roles, members. */
  'SUBMISSION_STATUS_CHANGED',
  'SUBMISSION_TRANSITION_REFUSED',
  /** The guaranteed watch (issue 34): an entry of the section is not yet watched to the end by N members. */
  'WATCH_GUARANTEE_UNMET',
  /** A call's guaranteed watch cannot be lowered or removed once it received entries. */
  'WATCH_GUARANTEE_LOWERED',
  'FESTIVAL_ROLE_REQUIRED',
  'FESTIVAL_MEMBER_EXISTS',
  'FESTIVAL_LAST_MANAGER',
  /** Assignments (issue 34): the member declared a conflict of interest with this entry. */
  'ASSIGNMENT_CONFLICT_OF_INTEREST',
  /** Reviews (issue 34): a score before the watch threshold, off the scale, or by a conflicted member. */
  'REVIEW_NOT_WATCHED',
  'REVIEW_SCORE_OFF_SCALE',
  'REVIEW_CONFLICT_OF_INTEREST',
  /** Saved list views (issue 34): a column outside the list's whitelist; columns that break a rule. */
  'LIST_VIEW_PROPERTY_UNKNOWN',
  'LIST_VIEW_COLUMNS_INVALID',
  /** A saved view's scope: the inbox's views need their festival; the filmmaker's lists are private. */
  'LIST_VIEW_SCOPE_INVALID',
  /** A saved filter's `Data` does not pass the list's filter, or the list has no filter. */
  'LIST_VIEW_FILTER_INVALID',
  /** Only a saved view's creator changes or deletes it (spec §6). */
  'LIST_VIEW_NOT_CREATOR',
  'LIST_VIEW_NOT_FOUND',
  /** The creator has a view of this list with this name already. */
  'LIST_VIEW_NAME_TAKEN',
  /** The creator has as many views of this list as one may keep (LIST_VIEWS_MAX). */
  'LIST_VIEW_LIMIT_REACHED',
  /** The festival's scores were given on its scale: it no longer changes. */
  'SCORE_SCALE_IN_USE',
  /** A call's lifecycle (issue 33): the call is no longer where this change starts from. */
  'CALL_TRANSITION_REFUSED',
  /** The call editor (issue 33): the festival has a call for this edition already. */
  'CALL_EDITION_TAKEN',
  /** A section that has entries cannot be deleted, only closed to new ones. */
  'SECTION_HAS_ENTRIES',
  /** A section with entries stays paid or free: its entries were made, and paid, at its price. */
  'SECTION_PRICE_LOCKED',
  /** New criteria would make paid entries ineligible: the manager confirms (nothing is removed). */
  'CRITERIA_EXCLUDE_ENTRIES',
  /** A section's additional questions (issue 33): answered ones stay; an order from a stale page; the limit. */
  'QUESTION_ANSWERED',
  'QUESTIONS_CHANGED',
  'QUESTION_LIMIT_REACHED',
  /** A new calendar charges less than paid entries paid: the manager must confirm (`confirmLowerFees`). */
  'CALENDAR_FEE_LOWERED',
  /** The call is being verified or is closed: its calendar cannot change (`canEditCalendar`). */
  'CALENDAR_LOCKED',
  /** The database cannot be reached (stopped, restarting): a 503 with `Retry-After`. */
  'DATABASE_UNAVAILABLE',
  /** Readiness: the database lacks a migration of this build (being migrated, or an older dump). */
  'MIGRATIONS_PENDING',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes the account calls (sign-in, sign-up, emailed links, account settings) answer on
 * purpose. An account screen shows their sentence (`errors:codes.<CODE>`, the same one the API
 * answers in `message`) instead of its own fallback; a sign-in shows LOGIN_FAILED's wording
 * for ACCOUNT_NOT_ACTIVATED too, so it is not listed.
 */
export const ACCOUNT_ERROR_CODES = [
  'LOGIN_FAILED',
  'LOGIN_THROTTLED',
  'ACCOUNT_CREATE_FAILED',
  'LOGIN_UNAVAILABLE',
  'LOGIN_UNCHANGED',
  'WRONG_CURRENT_PASSWORD',
  'TOKEN_INVALID',
  'CSRF_INVALID',
  'TERMS_NOT_ACCEPTED',
] as const satisfies readonly ErrorCode[];

export function isAccountErrorCode(code: string): code is (typeof ACCOUNT_ERROR_CODES)[number] {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);
}
