import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { accountLanguage, accountNotice } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { type Account, endAllSessions } from '../../platform/session-store.ts';
import { spendAccountTokens } from '../../platform/tokens.ts';
import { checkCurrentPassword } from './check-current-password.ts';

/**
 * `PUT compte/password`: needs the current password; every session and emailed link ends (sign in
 * again), and the address is told (ASVS 6.3.7).
 */
export async function changePassword(
  db: Db,
  options: { account: Account; current: string; next: string; now: Date },
): Promise<void> {
  const { account } = options;
  await checkCurrentPassword(account, options.current);
  const hash = await hashPassword(options.next);
  await db.transaction(async (tx) => {
    await tx.update(compte).set({ Password: hash }).where(eq(compte.Id, account.Id));
    await endAllSessions(tx, account.Id);
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountNotice({ kind: 'passwordChanged', language: accountLanguage(account), to: account.Login }),
    );
  });
}
