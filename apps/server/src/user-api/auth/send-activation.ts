import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { accountEmail, accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { issueToken } from '../../platform/tokens.ts';

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
    await enqueueEmail(
      tx,
      accountEmail({
        kind: 'activation',
        language: accountLanguage(account),
        to: account.Login,
        token,
        publicUrl: options.publicUrl,
      }),
    );
  });
}
