import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';

/** `compte/update-local`: the interface and email language (the route's ZLanguageForm checked the id). */
export async function updateLanguage(
  db: Db,
  options: { account: Account; languageId: number },
): Promise<void> {
  await db.update(compte).set({ IdLangue: options.languageId }).where(eq(compte.Id, options.account.Id));
}
