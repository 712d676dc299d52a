import type { Db } from '@shortlist/db/client';
import { ticket } from '@shortlist/db/schema/tickets';
import type { Ticket } from '@shortlist/domain/tickets/ticket-contracts';
import { eq } from 'drizzle-orm';
import { ownTicket } from './own-ticket.ts';
import { type TicketRow, ticketWithMessages } from './ticket-rows.ts';

/** Closes a held ticket (it goes to the archive); closing a closed one changes nothing. */
export async function closeTicketRow(tx: Db, options: { row: TicketRow; now: Date }): Promise<TicketRow> {
  if (options.row.Statut === 'closed') return options.row;
  const [updated] = await tx
    .update(ticket)
    .set({ Statut: 'closed', DateCloture: options.now })
    .where(eq(ticket.Id, options.row.Id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return updated;
}

/** `POST tickets/{id}/cloture`: the user says the question is settled; a new message opens it again. */
export async function closeTicket(
  db: Db,
  options: { accountId: number; Id: number; attachmentMaxBytes: number; now: Date },
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const held = await ownTicket(tx, { accountId: options.accountId, Id: options.Id, lock: true });
    const row = await closeTicketRow(tx, { row: held, now: options.now });
    return ticketWithMessages(tx, row, options);
  });
}
