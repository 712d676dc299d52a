import { z } from 'zod';
import { zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { languageFromId } from '../languages.ts';
import { ZFirstConnectionLogin, ZLogin, ZTypedLogin } from './login-rules.ts';
import { ZPassword } from './password-rules.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { ZAcceptTerms } from './terms-rules.ts';

/**
 * The body of every write of the auth and account calls (spec §7 Auth and Account, §5 rules).
 * Each schema is used three times: it is the Fastify route's `body` (the request is checked once,
 * and OpenAPI documents these rules), the web form's resolver (its `z.input`, extended only with
 * presentation fields such as a confirmation), and the type of the web call. Every failing rule
 * puts its code in the issue message, so a refusal lists `{ path, code }` per field
 * (`field-errors.ts`).
 */

/** A filled single-line text of at most `max` characters (tokens, current passwords). */
function filledText(max: number) {
  return zPlainText({ error: ACCOUNT_RULE.required })
    .min(1, ACCOUNT_RULE.required)
    .max(max, ACCOUNT_RULE.tooLong);
}

/** A password the account already has: only filled and bounded, never the strength rules. */
export const ZCurrentPassword = zPlainText({ error: ACCOUNT_RULE.passwordRequired })
  .min(1, ACCOUNT_RULE.passwordRequired)
  .max(200, ACCOUNT_RULE.passwordTooLong);

const ZToken = filledText(500);

/** `POST /api/login`. Errors: 401 LOGIN_FAILED, 403 ACCOUNT_NOT_ACTIVATED, 429 LOGIN_THROTTLED. */
export const ZSignInRequest = z.object({ Login: ZTypedLogin, Password: ZCurrentPassword });
export type SignInRequest = z.input<typeof ZSignInRequest>;

/**
 * `POST /api/auth/create-account` (alias `POST /api/comptes`) -> 201 ZDone; an activation email
 * links to `/{lang}/activate/{token}`. 409 ACCOUNT_CREATE_FAILED when the address is taken.
 */
export const ZCreateAccountRequest = z.object({
  Login: ZLogin,
  Password: ZPassword,
  AcceptCgv: ZAcceptTerms,
  /** Interface language id (en 6, fr 13, es 19, it 33, pt 9); defaults to the `culture` header. */
  IdLangue: zIdOf(ACCOUNT_RULE.invalid).optional(),
  /** Marketing email: off unless the box, unticked by default, is ticked (GDPR, docs/decisions.md). */
  IsAccepteMail: z.boolean({ error: ACCOUNT_RULE.invalid }).optional(),
});
export type CreateAccountRequest = z.input<typeof ZCreateAccountRequest>;

/** `POST /api/auth/check-token-activate {Data: token}`; `POST /api/auth/send-activate {Data: email}` (ZDone always). */
export const ZDataRequest = z.object({ Data: ZToken });
export type DataRequest = z.input<typeof ZDataRequest>;

/** `POST /api/auth/check-token-password {Token}`, `POST /api/auth/check-token-login {Token}`: 400 TOKEN_INVALID. */
export const ZTokenRequest = z.object({ Token: ZToken });
export type TokenRequest = z.input<typeof ZTokenRequest>;

/** `POST /api/auth/password-request {Login}` -> ZDone, the same for unknown addresses. */
export const ZPasswordLinkRequest = z.object({ Login: ZTypedLogin });
export type PasswordLinkRequest = z.input<typeof ZPasswordLinkRequest>;

/** `POST /api/auth/password-change {Token, Password}`: the new password of an emailed link (every session ends). */
export const ZPasswordResetRequest = z.object({ Token: ZToken, Password: ZPassword });
export type PasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/**
 * `PUT /api/compte/update-cgvu-compte` (first connection) -> ZAccountSession. Only while due
 * (409 FIRST_CONNECTION_NOT_DUE); `CurrentPassword` is needed when the account has one (400
 * WRONG_CURRENT_PASSWORD). Spec §5: login at most 100 there.
 */
export const ZFirstConnectionRequest = z.object({
  Login: ZFirstConnectionLogin,
  Password: ZPassword,
  CurrentPassword: zPlainText({ error: ACCOUNT_RULE.invalid })
    .max(200, ACCOUNT_RULE.passwordTooLong)
    .optional(),
  AcceptCgv: ZAcceptTerms,
});
export type FirstConnectionRequest = z.input<typeof ZFirstConnectionRequest>;

/** `POST /api/compte/check-email {Login}` -> ZCheckEmailAnswer (own login = available, empty = not). */
export const ZCheckEmailRequest = z.object({
  Login: zPlainText({ error: ACCOUNT_RULE.invalid }).max(200, ACCOUNT_RULE.loginTooLong),
});
export type CheckEmailRequest = z.input<typeof ZCheckEmailRequest>;

/** `PUT /api/compte/update-local {IdLangue}`: one of the interface languages. */
export const ZLanguageRequest = z.object({
  IdLangue: zIdOf(ACCOUNT_RULE.invalid).refine(
    (id) => languageFromId(id) !== undefined,
    ACCOUNT_RULE.invalid,
  ),
});
export type LanguageRequest = z.input<typeof ZLanguageRequest>;

/** `PUT /api/compte/mailing {IsAccepteMail}` (mailing consent of the profile). */
export const ZMailingConsentRequest = z.object({ IsAccepteMail: z.boolean({ error: ACCOUNT_RULE.invalid }) });
export type MailingConsentRequest = z.input<typeof ZMailingConsentRequest>;

/** `PUT /api/compte/password`: every session of the account ends (sign in again). 400 WRONG_CURRENT_PASSWORD. */
export const ZPasswordChangeFields = z.object({ CurrentPassword: ZCurrentPassword, NewPassword: ZPassword });

/** A "change" to the same password changes nothing and hides a mistake: the form says so too. */
export function newPasswordDiffers(values: { current: string; next: string }): boolean {
  return values.next !== values.current;
}

export const ZPasswordChangeRequest = ZPasswordChangeFields.refine(
  (body) => newPasswordDiffers({ current: body.CurrentPassword, next: body.NewPassword }),
  { path: ['NewPassword'], message: ACCOUNT_RULE.passwordSameAsCurrent },
);
export type PasswordChangeRequest = z.input<typeof ZPasswordChangeRequest>;

/**
 * `PUT /api/compte/login {Login: new email, Password: current}`: a link to
 * `/{lang}/update-login/{token}` goes to the new address; the login changes when
 * `auth/check-token-login` is called with it. 400 WRONG_CURRENT_PASSWORD, 409 LOGIN_UNAVAILABLE.
 */
export const ZLoginChangeRequest = z.object({ Login: ZLogin, Password: ZCurrentPassword });
export type LoginChangeRequest = z.input<typeof ZLoginChangeRequest>;

/** `DELETE /api/compte {Password}`: irreversible, sessions end, personal data erased. 400 WRONG_CURRENT_PASSWORD. */
export const ZDeleteAccountRequest = z.object({ Password: ZCurrentPassword });
export type DeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
