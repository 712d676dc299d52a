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
export const ZSignInForm = z.object({ Login: ZTypedLogin, Password: ZCurrentPassword });
export type SignInForm = z.input<typeof ZSignInForm>;

/**
 * `POST /api/auth/create-account` (alias `POST /api/comptes`) -> 201 ZDone; an activation email
 * links to `/{lang}/activate/{token}`. 409 ACCOUNT_CREATE_FAILED when the address is taken.
 */
export const ZCreateAccountForm = z.object({
  Login: ZLogin,
  Password: ZPassword,
  AcceptCgv: ZAcceptTerms,
  /** Interface language id (en 6, fr 13, es 19, it 33, pt 9); defaults to the `culture` header. */
  IdLangue: zIdOf(ACCOUNT_RULE.invalid).optional(),
});
export type CreateAccountForm = z.input<typeof ZCreateAccountForm>;

/** `POST /api/auth/check-token-activate {Data: token}`; `POST /api/auth/send-activate {Data: email}` (ZDone always). */
export const ZDataForm = z.object({ Data: ZToken });
export type DataForm = z.input<typeof ZDataForm>;

/** `POST /api/auth/check-token-password {Token}`, `POST /api/auth/check-token-login {Token}`: 400 TOKEN_INVALID. */
export const ZTokenForm = z.object({ Token: ZToken });
export type TokenForm = z.input<typeof ZTokenForm>;

/** `POST /api/auth/password-request {Login}` -> ZDone, the same for unknown addresses. */
export const ZPasswordRequestForm = z.object({ Login: ZTypedLogin });
export type PasswordRequestForm = z.input<typeof ZPasswordRequestForm>;

/** `POST /api/auth/password-change {Token, Password}`: the new password of an emailed link (every session ends). */
export const ZPasswordResetForm = z.object({ Token: ZToken, Password: ZPassword });
export type PasswordResetForm = z.input<typeof ZPasswordResetForm>;

/**
 * `PUT /api/compte/update-cgvu-compte` (first connection) -> ZAccountSession. Only while due
 * (409 FIRST_CONNECTION_NOT_DUE); `CurrentPassword` is needed when the account has one (400
 * WRONG_CURRENT_PASSWORD). Spec §5: login at most 100 there.
 */
export const ZFirstConnectionForm = z.object({
  Login: ZFirstConnectionLogin,
  Password: ZPassword,
  CurrentPassword: zPlainText({ error: ACCOUNT_RULE.invalid })
    .max(200, ACCOUNT_RULE.passwordTooLong)
    .optional(),
  AcceptCgv: ZAcceptTerms,
});
export type FirstConnectionForm = z.input<typeof ZFirstConnectionForm>;

/** `POST /api/compte/check-email {Login}` -> ZCheckEmailAnswer (own login = available, empty = not). */
export const ZCheckEmailForm = z.object({
  Login: zPlainText({ error: ACCOUNT_RULE.invalid }).max(200, ACCOUNT_RULE.loginTooLong),
});
export type CheckEmailForm = z.input<typeof ZCheckEmailForm>;

/** `PUT /api/compte/update-local {IdLangue}`: one of the interface languages. */
export const ZLanguageForm = z.object({
  IdLangue: zIdOf(ACCOUNT_RULE.invalid).refine(
    (id) => languageFromId(id) !== undefined,
    ACCOUNT_RULE.invalid,
  ),
});
export type LanguageForm = z.input<typeof ZLanguageForm>;

/** `PUT /api/compte/mailing {IsAccepteMail}` (mailing consent of the profile). */
export const ZMailingConsentForm = z.object({ IsAccepteMail: z.boolean({ error: ACCOUNT_RULE.invalid }) });
export type MailingConsentForm = z.input<typeof ZMailingConsentForm>;

/** `PUT /api/compte/password`: every session of the account ends (sign in again). 400 WRONG_CURRENT_PASSWORD. */
export const ZPasswordChangeForm = z.object({ CurrentPassword: ZCurrentPassword, NewPassword: ZPassword });
export type PasswordChangeForm = z.input<typeof ZPasswordChangeForm>;

/**
 * `PUT /api/compte/login {Login: new email, Password: current}`: a link to
 * `/{lang}/update-login/{token}` goes to the new address; the login changes when
 * `auth/check-token-login` is called with it. 400 WRONG_CURRENT_PASSWORD, 409 LOGIN_UNAVAILABLE.
 */
export const ZLoginChangeForm = z.object({ Login: ZLogin, Password: ZCurrentPassword });
export type LoginChangeForm = z.input<typeof ZLoginChangeForm>;

/** `DELETE /api/compte {Password}`: irreversible, sessions end, personal data erased. 400 WRONG_CURRENT_PASSWORD. */
export const ZDeleteAccountForm = z.object({ Password: ZCurrentPassword });
export type DeleteAccountForm = z.input<typeof ZDeleteAccountForm>;
