import {
  ZCreateAccountForm as ZCreateAccountBody,
  ZCurrentPassword,
  ZFirstConnectionForm as ZFirstConnectionBody,
} from '@shortlist/domain/accounts/account-forms';
import { ZNewPasswordWithConfirmation } from '@shortlist/domain/accounts/password-rules';
import { z } from 'zod';

// Form schemas of the auth screens: the bodies of the calls (packages/domain/src/accounts/
// account-forms.ts), the rules the server applies to the same request. The web adds only what
// the screen needs around them: the password typed twice (`Confirmation`). Messages are rule
// codes, turned into sentences by useRuleMessage.

export type { SignInForm } from '@shortlist/domain/accounts/account-forms';
export { ZPasswordRequestForm, ZSignInForm } from '@shortlist/domain/accounts/account-forms';

export const ZNewPasswordForm = ZNewPasswordWithConfirmation;
export type NewPasswordForm = z.input<typeof ZNewPasswordForm>;

export const ZCreateAccountForm = z.intersection(
  ZCreateAccountBody.omit({ Password: true, IdLangue: true }),
  ZNewPasswordWithConfirmation,
);
export type CreateAccountForm = z.input<typeof ZCreateAccountForm>;

/** The first connection of an invited account, signed in by an emailed link: no current password. */
export const ZFirstConnectionForm = z.intersection(
  ZFirstConnectionBody.omit({ Password: true }),
  ZNewPasswordWithConfirmation,
);
export type FirstConnectionForm = z.input<typeof ZFirstConnectionForm>;

/** An account that has a password (an operator's temporary one) gives it to set a new one. */
export const ZFirstConnectionWithCurrentForm = z.intersection(
  ZFirstConnectionBody.omit({ Password: true }).extend({ CurrentPassword: ZCurrentPassword }),
  ZNewPasswordWithConfirmation,
);
