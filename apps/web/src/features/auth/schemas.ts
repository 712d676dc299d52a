import {
  ZCreateAccountRequest,
  ZCurrentPassword,
  ZFirstConnectionRequest,
  ZPasswordLinkRequest,
  ZSignInRequest,
} from '@shortlist/domain/accounts/account-requests';
import { ZNewPasswordWithConfirmation } from '@shortlist/domain/accounts/password-rules';
import { z } from 'zod';

// Form schemas of the auth screens: the request bodies of the calls (packages/domain/src/
// accounts/account-requests.ts), the rules the server applies to the same request. The web adds
// only what the screen needs around them: the password typed twice (`Confirmation`). Messages
// are rule codes, turned into sentences by useRuleMessage.

export const ZSignInForm = ZSignInRequest;
export type SignInForm = z.input<typeof ZSignInForm>;

export const ZPasswordRequestForm = ZPasswordLinkRequest;

export const ZNewPasswordForm = ZNewPasswordWithConfirmation;
export type NewPasswordForm = z.input<typeof ZNewPasswordForm>;

export const ZCreateAccountForm = z.intersection(
  ZCreateAccountRequest.omit({ Password: true, IdLangue: true }),
  ZNewPasswordWithConfirmation,
);
export type CreateAccountForm = z.input<typeof ZCreateAccountForm>;

/** The first connection of an invited account, signed in by an emailed link: no current password. */
export const ZFirstConnectionForm = z.intersection(
  ZFirstConnectionRequest.omit({ Password: true }),
  ZNewPasswordWithConfirmation,
);
export type FirstConnectionForm = z.input<typeof ZFirstConnectionForm>;

/** An account that has a password (an operator's temporary one) gives it to set a new one. */
export const ZFirstConnectionWithCurrentForm = z.intersection(
  ZFirstConnectionRequest.omit({ Password: true }).extend({ CurrentPassword: ZCurrentPassword }),
  ZNewPasswordWithConfirmation,
);
