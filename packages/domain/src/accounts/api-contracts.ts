import { z } from 'zod';
import { ZAccountFestival } from '../festival-space/member-contracts.ts';
import { ZId } from '../fields/ids.ts';

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

/** `{ ok: true }`: the answer of calls with nothing to return. */
export const ZDone = z.object({ ok: z.literal(true) });
export type Done = z.infer<typeof ZDone>;

// ---------------------------------------------------------------- session / sign-in

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
  /** Spec §4 and docs/decisions.md: `isFirstConnectionDue` (no terms acceptance, or older than the terms in force). */
  needsFirstConnection: z.boolean(),
  /** False for an invited account signed in by an emailed link: its first connection needs no current password. */
  hasPassword: z.boolean(),
  /** The festivals the account is a member of, with its role there (issue 31): sign-in can land in the workspace. */
  festivals: z.array(ZAccountFestival),
});
export type AccountSession = z.infer<typeof ZAccountSession>;

// ---------------------------------------------------------------- sign-up and tokens

// The bodies of the auth and account writes are their rule schemas: account-forms.ts.

/** `POST /api/auth/login-by-token/:token` -> ZLoginByTokenAnswer (IdLangue among the account fields) and a session; 400 TOKEN_INVALID. */
export const ZLoginByTokenAnswer = ZAccountSession;
export type LoginByTokenAnswer = z.infer<typeof ZLoginByTokenAnswer>;

/** `POST /api/auth/unsubscribe/:token` -> ZDone (IsAccepteMail false); 400 TOKEN_INVALID. */

// ---------------------------------------------------------------- account (signed in)

/** `POST /api/compte/check-email {Login}` -> ZCheckEmailAnswer (own login = available, empty = not). */
export const ZCheckEmailAnswer = z.object({ available: z.boolean() });
export type CheckEmailAnswer = z.infer<typeof ZCheckEmailAnswer>;

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
