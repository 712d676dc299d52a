import type { Db } from '@shortlist/db/client';
import { ticket } from '@shortlist/db/schema/tickets';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `NbTicketEnAttente` (spec §3 Account; the header's help badge): the account's tickets with an
 * answer from support it has not read. Counted when read, never stored: the tickets area changes
 * only its own rows, and two answers at once can never leave a count out of step. As one column of
 * the session's query on `compte` (on every request; a partial index keeps it to the unread rows).
 * The table is the tickets area's; this is only a read of it.
 */
export function pendingTicketsColumn(accountId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${ticket} t where t."IdCompte" = ${accountId} and t."IsReponseNonLue")`;
}

/** The same, alone, for an account just signed in (sign-in, emailed link, first connection). */
export async function pendingTickets(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticket)
    .where(and(eq(ticket.IdCompte, accountId), eq(ticket.IsReponseNonLue, true)));
  return row?.n ?? 0;
}
