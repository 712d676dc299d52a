import type { Db } from '@shortlist/db/client';
import { session } from '@shortlist/db/schema/accounts';
import { and, eq, ne } from 'drizzle-orm';

/**
 * Ends every session of the account but the one making the change (first connection): a session
 * stolen before the password changed stops working, the owner stays signed in.
 */
export async function endOtherSessions(
  tx: Db,
  options: { accountId: number; keepSessionId: string | null },
): Promise<void> {
  await tx
    .delete(session)
    .where(
      and(
        eq(session.IdCompte, options.accountId),
        options.keepSessionId === null ? undefined : ne(session.Id, options.keepSessionId),
      ),
    );
}
