import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';

/**
 * Request and answer shapes of the account calls of the user API (spec §7 Auth and Account,
 * §3 field names). The web consumes them (apps/web/src/features/auth, features/account) and the
 * server validates and serialises with them (apps/server/src/user-api/{auth,account,people,addresses}).
 *
 * Field rules (password strength, login length, Latin names, phone, URLs, addresses, intracom)
 * live in the rule files beside this one; the server applies them and answers 400
 * VALIDATION_FAILED with `fields: [{ path, code, message }]`, one per failing field.
 *
 * Conventions:
 * - Dates travel as ISO 8601 strings (UTC) or null.
 * - Calls that change state and have nothing to return answer `ZDone` (`{ ok: true }`).
 * - Signed-in calls authenticate by the `sl_session` cookie (HttpOnly) or `Authorization: Bearer`.
 *   With the cookie, POST/PUT/PATCH/DELETE must send header `x-csrf-token` equal to the readable
 *   cookie `sl_csrf` (set at sign-in and refreshed by `GET ping`), else 403 CSRF_INVALID.
 * - Ids of another account's person, address, structure, contact details answer 404 NOT_FOUND.
 * - Request fields use the shared field rules (packages/domain/src/fields): every text refuses
 *   control characters and lone surrogates, every id is a positive int4 (400 VALIDATION_FAILED).
 */

const isoDate = z.string().nullable();
const id = ZId;
// Every text a request carries: no control characters, no lone surrogates.
const text = ZPlainText;

/** `{ ok: true }`: the answer of calls with nothing to return. */
export const ZDone = z.object({ ok: z.literal(true) });
export type Done = z.infer<typeof ZDone>;

// ---------------------------------------------------------------- session / sign-in

/** `POST /api/login`. Errors: 401 LOGIN_FAILED (unknown, wrong password, deleted), 403 ACCOUNT_NOT_ACTIVATED (right password only), 429 LOGIN_THROTTLED. */
export const ZLoginRequest = z.object({
  Login: text.min(1).max(150),
  Password: text.min(1).max(200),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * The signed-in account: answer of `POST /api/login`, `GET /api/ping` (401 UNAUTHENTICATED when
 * no valid session), `POST /api/auth/login-by-token/:token` (plus IdLangue at top level: it is
 * already there). `POST login` also sends `Authorization: Bearer <token>` for API clients.
 */
export const ZAccountSession = z.object({
  Id: id,
  Login: z.string(),
  IdLangue: z.number().int(),
  DateCreation: isoDate,
  DateAcceptationCGV: isoDate,
  DateDerConnexion: isoDate,
  DateActivation: isoDate,
  IdPersonne: id.nullable(),
  IdStructure: id.nullable(),
  IdAdresse: id.nullable(),
  IdCoordonnee: id.nullable(),
  IdAdresseFacturation: id.nullable(),
  IsAccepteMail: z.boolean(),
  IsMailInvalide: z.boolean(),
  IdActivite: z.number().int().nullable(),
  /** Pending-ticket badge of the header (0 until tickets exist). */
  NbTicketEnAttente: z.number().int(),
  /** Cart entry-count badge of the header (0 until the basket exists). */
  NbPanier: z.number().int(),
  /** Spec §4 and DECISIONS.md: `isFirstConnectionDue` (no terms acceptance, or older than the terms in force). */
  needsFirstConnection: z.boolean(),
  /** False for an invited account signed in by an emailed link: its first connection needs no current password. */
  hasPassword: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;

// ---------------------------------------------------------------- sign-up and tokens

/**
 * `POST /api/auth/create-account` (alias `POST /api/comptes`) -> 201 ZDone; an activation email
 * links to `/{lang}/activate/{token}`. Errors: 400 VALIDATION_FAILED (fields Login, Password,
 * AcceptCgv), 409 ACCOUNT_CREATE_FAILED when the address is taken ("an account may already exist").
 */
export const ZCreateAccountRequest = z.object({
  Login: text,
  Password: text,
  AcceptCgv: z.boolean(),
  /** Interface language id (en 6, fr 13, es 19, it 33, pt 9); defaults to the `culture` header. */
  IdLangue: id.optional(),
});
export type CreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

/** `POST /api/auth/check-token-activate {Data: token}` -> ZDone; `POST /api/auth/send-activate {Data: email}` -> ZDone always. */
export const ZDataRequest = z.object({ Data: text.min(1).max(500) });
export type DataRequest = z.infer<typeof ZDataRequest>;

/** `POST /api/auth/check-token-password {Token}`, `POST /api/auth/check-token-login {Token}` -> ZDone or 400 TOKEN_INVALID. */
export const ZTokenRequest = z.object({ Token: text.min(1).max(500) });
export type TokenRequest = z.infer<typeof ZTokenRequest>;

/** `POST /api/auth/password-request {Login}` -> ZDone, the same for unknown addresses. */
export const ZPasswordRequest = z.object({ Login: text.min(1).max(150) });
export type PasswordRequest = z.infer<typeof ZPasswordRequest>;

/** `POST /api/auth/password-change {Token, Password}` -> ZDone (every session ends); 400 TOKEN_INVALID. */
export const ZPasswordChangeRequest = z.object({ Token: text.min(1).max(500), Password: text });
export type PasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** `POST /api/auth/login-by-token/:token` -> ZLoginByTokenAnswer (IdLangue among the account fields) and a session; 400 TOKEN_INVALID. */
export const ZLoginByTokenAnswer = ZAccountSession;
export type LoginByTokenAnswer = z.infer<typeof ZLoginByTokenAnswer>;

/** `POST /api/auth/unsubscribe/:token` -> ZDone (IsAccepteMail false); 400 TOKEN_INVALID. */

// ---------------------------------------------------------------- account (signed in)

/**
 * `PUT /api/compte/update-cgvu-compte` (first connection) -> ZAccountSession. AcceptCgv must be true.
 * Only while first connection is due (409 FIRST_CONNECTION_NOT_DUE); `CurrentPassword` is needed
 * when the account has one (400 WRONG_CURRENT_PASSWORD); the account's other sessions end.
 */
export const ZFirstConnectionRequest = z.object({
  Login: text,
  Password: text,
  CurrentPassword: text.max(200).optional(),
  AcceptCgv: z.boolean(),
});
export type FirstConnectionRequest = z.infer<typeof ZFirstConnectionRequest>;

/** `POST /api/compte/check-email {Login}` -> ZCheckEmailAnswer (own login = available, empty = not). */
export const ZCheckEmailRequest = z.object({ Login: text.max(200) });
export const ZCheckEmailAnswer = z.object({ available: z.boolean() });
export type CheckEmailAnswer = z.infer<typeof ZCheckEmailAnswer>;

/** `PUT /api/compte/update-local {IdLangue}` -> ZDone. */
export const ZUpdateLocalRequest = z.object({ IdLangue: id });
export type UpdateLocalRequest = z.infer<typeof ZUpdateLocalRequest>;

/**
 * `PUT /api/compte/password {CurrentPassword, NewPassword}` -> ZDone, then every session of the
 * account has ended (sign in again). 400 WRONG_CURRENT_PASSWORD, 400 VALIDATION_FAILED (NewPassword).
 */
export const ZChangePasswordRequest = z.object({ CurrentPassword: text, NewPassword: text });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * `PUT /api/compte/login {Login: new email, Password: current}` -> ZDone; a link to
 * `/{lang}/update-login/{token}` goes to the new address; the login changes when
 * `auth/check-token-login` is called with it (sessions end: sign in again).
 * Errors: 400 WRONG_CURRENT_PASSWORD, 409 LOGIN_UNAVAILABLE, 400 VALIDATION_FAILED.
 */
export const ZChangeLoginRequest = z.object({ Login: text, Password: text });
export type ChangeLoginRequest = z.infer<typeof ZChangeLoginRequest>;

/** `PUT /api/compte/mailing {IsAccepteMail}` -> ZDone (mailing consent of the profile). */
export const ZMailingRequest = z.object({ IsAccepteMail: z.boolean() });

/** `DELETE /api/compte {Password}` -> ZDone: irreversible, sessions end, personal data anonymised. 400 WRONG_CURRENT_PASSWORD. */
export const ZDeleteAccountRequest = z.object({ Password: text });
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** `GET /api/compte/offres-timbre`, `GET /api/compte/offres-fee`: lists (empty for now). */
export const ZOffer = z.object({ Id: id, Libelle: z.string(), DateExpiration: isoDate });
export const ZOffers = z.array(ZOffer);
/** `GET /api/compte/solde-super-timbre`. */
export const ZSuperTimbreBalance = z.object({ Solde: z.number().int() });

// ---------------------------------------------------------------- profile records

/*
 * Answers of the profile records. Their request bodies are the rule schemas themselves
 * (`zPersonRequest` and `ZStructureRequest` in person-rules.ts, `ZContactRequest` in
 * contact-rules.ts, `ZPostalAddressRequest` and `ZBillingAddressRequest` in address-rules.ts):
 * the route validates with them, OpenAPI documents them, the web forms are built from them.
 */

/**
 * Person (spec §3). `GET /api/personnes/:id`, `PUT /api/personnes/:id` -> ZPerson;
 * `POST /api/personnes` creates the account's person when it has none (409 CONFLICT
 * otherwise) and links it (`IdPersonne`).
 */
export const ZPerson = z.object({
  Id: id,
  DateCreation: isoDate,
  IdCivilite: id.nullable(),
  Nom: z.string().nullable(),
  Prenom: z.string().nullable(),
  Pseudo: z.string().nullable(),
  AnneeNaissance: z.number().int().nullable(),
});
export type Person = z.infer<typeof ZPerson>;

/** Contact details. `GET/PUT /api/coordonnees/:id`, `POST /api/coordonnees`. Telephone is '+prefix.number'. */
export const ZContact = z.object({
  Id: id,
  DateCreation: isoDate,
  Telephone: z.string().nullable(),
  Email: z.string().nullable(),
  SiteWeb: z.string().nullable(),
  UrlLinkedin: z.string().nullable(),
  UrlInstagram: z.string().nullable(),
  UrlFacebook: z.string().nullable(),
  UrlTwitter: z.string().nullable(),
});
export type Contact = z.infer<typeof ZContact>;

/** Structure (company). `GET/PUT /api/structures/:id`, `POST /api/structures`. */
export const ZStructure = z.object({
  Id: id,
  DateCreation: isoDate,
  RaisonSociale: z.string(),
  IdAdresse: id.nullable(),
  IdCoordonnee: id.nullable(),
  NumeroIntracom: z.string().nullable(),
});
export type Structure = z.infer<typeof ZStructure>;

/** Postal address. `GET/PUT /api/adresses/:id`, `POST /api/adresses`. LibellePays is the country name in the request's language. */
export const ZPostalAddress = z.object({
  Id: id,
  DateCreation: isoDate,
  IdPays: id,
  Ligne1: z.string().nullable(),
  Ligne2: z.string().nullable(),
  Province: z.string().nullable(),
  Cp: z.string().nullable(),
  Ville: z.string().nullable(),
  LibellePays: z.string().nullable(),
});
export type PostalAddress = z.infer<typeof ZPostalAddress>;

/**
 * Billing address. `GET /api/compte/adresse-facturation` -> ZBillingAddress or null;
 * `PUT /api/compte/adresse-facturation` creates or updates it. IsCee is set by the server from
 * the country dictionary. `isComplete` is false when an EU company subject to VAT has no valid
 * intracom number.
 */
export const ZBillingAddress = z.object({
  Id: id,
  CountryId: id,
  Header: z.string(),
  Line1: z.string(),
  Line2: z.string().nullable(),
  State: z.string().nullable(),
  ZipCode: z.string(),
  City: z.string(),
  IsCompany: z.boolean(),
  IsCee: z.boolean(),
  Intracom: z.string().nullable(),
  IsAssujetti: z.boolean(),
  isComplete: z.boolean(),
});
export type BillingAddress = z.infer<typeof ZBillingAddress>;

/** Order API `GET /order-api/orders/address/check-intracom/:number` -> ZIntracomCheck (200 even when invalid). */
export const ZIntracomCheck = z.object({
  valid: z.boolean(),
  /** ISO country prefix of the number (`EL` for Greece, `XI` for Northern Ireland), null when unreadable. */
  countryCode: z.string().nullable(),
  /** Upper case, without spaces, dots or dashes. */
  normalized: z.string(),
});
export type IntracomCheck = z.infer<typeof ZIntracomCheck>;

/** Error codes of these calls (packages/domain/src/errors.ts). */
export const ACCOUNT_ERROR_CODES = [
  'LOGIN_FAILED',
  'LOGIN_THROTTLED',
  'ACCOUNT_CREATE_FAILED',
  'LOGIN_UNAVAILABLE',
  'WRONG_CURRENT_PASSWORD',
  'TOKEN_INVALID',
  'CSRF_INVALID',
  'TERMS_NOT_ACCEPTED',
  'ACCOUNT_NOT_ACTIVATED',
] as const;
