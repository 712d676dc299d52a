import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { consumeToken } from '../../platform/tokens.ts';

/** `auth/unsubscribe/:token`: mailing consent off (the link of every marketing email). */
export async function unsubscribe(db: Db, options: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { kind: 'unsubscribe', token: options.token, now: options.now });
    await tx.update(compte).set({ IsAccepteMail: false }).where(eq(compte.Id, token.IdCompte));
  });
}
