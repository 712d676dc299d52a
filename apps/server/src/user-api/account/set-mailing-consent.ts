import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/** `compte/mailing`: the profile's consent to marketing email. */
export async function setMailingConsent(
  db: Db,
  options: { account: Account; accept: boolean },
): Promise<void> {
  await db.update(compte).set({ IsAccepteMail: options.accept }).where(eq(compte.Id, options.account.Id));
}
