import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { consumeToken } from '../../platform/tokens.ts';

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
