import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { languageFromId } from '@shortlist/domain/languages';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { accountEmail } from './emails.ts';
import { normalizeLogin } from './sign-in.ts';
import { consumeToken, issueToken } from './tokens.ts';

/** `auth/check-token-activate`: uses the activation token; 400 TOKEN_INVALID when bad, used or expired. */
export async function activateAccount(db: Db, options: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'activate', token: options.token, now: options.now });
    await tx
      .update(compte)
      .set({ DateActivation: options.now })
      .where(and(eq(compte.Id, token.IdCompte), isNull(compte.DateActivation)));
  });
}

/**
 * `auth/send-activate`: a new activation link for an account not yet activated. The caller
 * answers the same whatever happened, so the call tells nothing about which addresses exist.
 */
export async function sendActivation(
  db: Db,
  options: { login: string; now: Date; publicUrl: string },
): Promise<void> {
  const login = normalizeLogin(options.login);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Login, login), isNull(compte.DateActivation), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) return;
    const token = await issueToken(tx, { kind: 'activate', accountId: account.Id, now: options.now });
    const language = languageFromId(account.IdLangue) ?? 'en';
    await enqueueEmail(
      tx,
      accountEmail({ kind: 'activation', language, to: account.Login, token, publicUrl: options.publicUrl }),
    );
  });
}
