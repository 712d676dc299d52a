import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { languageFromId } from '@shortlist/domain/languages';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { endAllSessions } from '../../platform/session-store.ts';
import { accountEmail } from './emails.ts';
import { hashPassword } from './passwords.ts';
import { normalizeLogin } from './sign-in.ts';
import { consumeToken, findToken, issueToken } from './tokens.ts';

/** `auth/password-request`: a reset link for a live account; the route answers the same for unknown emails. */
export async function requestPasswordReset(
  db: Db,
  options: { login: string; now: Date; publicUrl: string },
): Promise<void> {
  const login = normalizeLogin(options.login);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Login, login), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) return;
    const token = await issueToken(tx, { kind: 'password', accountId: account.Id, now: options.now });
    const language = languageFromId(account.IdLangue) ?? 'en';
    await enqueueEmail(
      tx,
      accountEmail({
        kind: 'passwordReset',
        language,
        to: account.Login,
        token,
        publicUrl: options.publicUrl,
      }),
    );
  });
}

/** `auth/check-token-password`: 400 TOKEN_INVALID unless the link can still be used. */
export async function checkPasswordToken(db: Db, options: { token: string; now: Date }): Promise<void> {
  await findToken(db, { kind: 'password', token: options.token, now: options.now });
}

/**
 * `auth/password-change`: sets the new password and ends every session. Following the link proves
 * the address, so an account not yet activated becomes active.
 */
export async function resetPassword(
  db: Db,
  options: { token: string; password: string; now: Date },
): Promise<void> {
  const hash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'password', token: options.token, now: options.now });
    const [account] = await tx.select().from(compte).where(eq(compte.Id, token.IdCompte)).limit(1);
    await tx
      .update(compte)
      .set({ Password: hash, DateActivation: account?.DateActivation ?? options.now })
      .where(eq(compte.Id, token.IdCompte));
    await endAllSessions(tx, token.IdCompte);
  });
}
