import { ZFirstConnectionLogin, ZLogin } from '@shortlist/domain/accounts/login-rules';
import { ZPassword } from '@shortlist/domain/accounts/password-rules';
import { ZId } from '@shortlist/domain/fields/ids';
import { z } from 'zod';

/** Terms must be ticked on the sign-up and first-connection forms (spec §5). */
const acceptTerms = z.literal(true, { error: 'TERMS_NOT_ACCEPTED' });

/** `auth/create-account` body, checked with the domain's login and password rules. */
export const ZCreateAccountForm = z.object({
  Login: ZLogin,
  Password: ZPassword,
  AcceptCgv: acceptTerms,
  IdLangue: ZId.optional(),
});

/** `compte/update-cgvu-compte` body (spec §5: login at most 100 there). */
export const ZFirstConnectionForm = z.object({
  Login: ZFirstConnectionLogin,
  Password: ZPassword,
  AcceptCgv: acceptTerms,
});
