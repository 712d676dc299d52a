import { ZFirstConnectionLogin, ZLogin } from '@shortlist/domain/accounts/login-rules';
import { ZNewPasswordWithConfirmation } from '@shortlist/domain/accounts/password-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { z } from 'zod';

// Form schemas of the auth screens: the domain rules the server applies (packages/domain/src/
// accounts). Messages are rule codes, turned into sentences by useRuleMessage.

/** Sign-in and password request check only that the login is filled and looks like an email. */
const ZTypedLogin = z
  .string()
  .trim()
  .min(1, ACCOUNT_RULE.loginRequired)
  .pipe(z.email({ error: ACCOUNT_RULE.loginInvalidEmail }));

export const ZSignInForm = z.object({
  Login: ZTypedLogin,
  Password: z.string().min(1, ACCOUNT_RULE.passwordRequired),
});
export type SignInForm = z.input<typeof ZSignInForm>;

export const ZPasswordRequestForm = z.object({ Login: ZTypedLogin });

/** The terms checkbox; the code is the one the API answers for the same refusal. */
const TERMS_NOT_ACCEPTED = 'TERMS_NOT_ACCEPTED';
const ZAcceptTerms = z.boolean().refine((accepted) => accepted, TERMS_NOT_ACCEPTED);

export const ZNewPasswordForm = ZNewPasswordWithConfirmation;
export type NewPasswordForm = z.input<typeof ZNewPasswordForm>;

export const ZCreateAccountForm = z.intersection(
  z.object({ Login: ZLogin, AcceptCgv: ZAcceptTerms }),
  ZNewPasswordWithConfirmation,
);
export type CreateAccountForm = z.input<typeof ZCreateAccountForm>;

export const ZFirstConnectionForm = z.intersection(
  z.object({ Login: ZFirstConnectionLogin, AcceptCgv: ZAcceptTerms, Current: z.string() }),
  ZNewPasswordWithConfirmation,
);
export type FirstConnectionForm = z.input<typeof ZFirstConnectionForm>;

/** An account that has a password (an operator's temporary one) gives it to set a new one. */
export const ZFirstConnectionWithCurrentForm = z.intersection(
  ZFirstConnectionForm,
  z.object({ Current: z.string().min(1, ACCOUNT_RULE.passwordRequired) }),
);
