import type { Db } from '@shortlist/db/client';
import { ticket } from '@shortlist/db/schema/tickets';
import type { Ticket, TicketList } from '@shortlist/domain/tickets/ticket-contracts';
import type { TicketStatus } from '@shortlist/domain/tickets/ticket-values';
import { and, desc, eq } from 'drizzle-orm';
import { ownTicket } from './own-ticket.ts';
import { ticketWithMessages, toTicketSummary } from './ticket-rows.ts';

/**
 * `GET tickets?Statut=&IdFestival=`: the account's open tickets, or its archive (closed), latest
 * activity first; only one festival's with `IdFestival`.
 */
export async function listTickets(
  db: Db,
  options: {
    accountId: number;
    Statut: TicketStatus;
    IdFestival?: number | undefined;
    attachmentMaxBytes: number;
  },
): Promise<TicketList> {
  const rows = await db
    .select()
    .from(ticket)
    .where(
      and(
        eq(ticket.IdCompte, options.accountId),
        eq(ticket.Statut, options.Statut),
        options.IdFestival === undefined ? undefined : eq(ticket.IdFestival, options.IdFestival),
      ),
    )
    .orderBy(desc(ticket.DateDerMessage), desc(ticket.Id))
    .limit(500);
  return { tickets: rows.map(toTicketSummary), attachmentMaxBytes: options.attachmentMaxBytes };
}

/**
 * `GET tickets/{id}`: the conversation. Reading it is reading the support's answers: the unread
 * mark (the header's badge) is cleared in the same transaction, the row held so that an answer
 * written meanwhile is either read here or stays unread, never lost.
 */
export async function readTicket(
  db: Db,
  options: { accountId: number; Id: number; attachmentMaxBytes: number },
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    let row = await ownTicket(tx, { accountId: options.accountId, Id: options.Id, lock: true });
    if (row.IsReponseNonLue) {
      const [updated] = await tx
        .update(ticket)
        .set({ IsReponseNonLue: false })
        .where(eq(ticket.Id, row.Id))
        .returning();
      if (updated) row = updated;
    }
    return ticketWithMessages(tx, row, options);
  });
}
