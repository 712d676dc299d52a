import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { consumeToken, tokenAccountId } from '../../platform/tokens.ts';
import { attachAccountInvitations } from '../invitations/attach-account-invitations.ts';

/**
 * `auth/check-token-activate`: uses the activation token; 400 TOKEN_INVALID when bad, used or
 * expired, but 409 ACCOUNT_ALREADY_ACTIVE when a used or expired link belongs to an account that
 * is active (a second click on the link): the visitor is told to sign in, not offered a new link.
 */
export async function activateAccount(db: Db, options: { token: string; now: Date }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const token = await consumeToken(tx, { kind: 'activate', token: options.token, now: options.now });
      const [activated] = await tx
        .update(compte)
        .set({ DateActivation: options.now })
        .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateActivation)))
        .returning({ Login: compte.Login });
      // Invitations sent to this address before it had an account become the account's: the
      // address is proven now (spec §3 Invitation, `create-invitation --email`).
      if (activated)
        await attachAccountInvitations(tx, { accountId: token.IdCompte, login: activated.Login });
    });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.code === 'TOKEN_INVALID' &&
      (await isActiveHolder(db, options.token))
    )
      throw new AppError('ACCOUNT_ALREADY_ACTIVE');
    throw error;
  }
}

async function isActiveHolder(db: Db, token: string): Promise<boolean> {
  const accountId = await tokenAccountId(db, { kind: 'activate', token });
  if (accountId === undefined) return false;
  const [active] = await db
    .select({ Id: compte.Id })
    .from(compte)
    .where(and(eq(compte.Id, accountId), isNotNull(compte.DateActivation), isNull(compte.DateSuppression)))
    .limit(1);
  return active !== undefined;
}
