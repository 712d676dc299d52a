import type { Db } from '@shortlist/db/client';
import type { Ticket } from '@shortlist/domain/tickets/ticket-contracts';
import { ownTicket } from './own-ticket.ts';
import { ticketWithMessages } from './ticket-rows.ts';
import { writeTicketMessage } from './write-ticket-message.ts';

/**
 * `POST tickets/{id}/messages`: the user's message, in one transaction with the ticket's row
 * held (two messages at once are written one after the other, in the order they got the row). A
 * closed ticket opens again (spec: "can be reopened by a new message").
 */
export async function addTicketMessage(
  db: Db,
  options: { accountId: number; Id: number; message: string; attachmentMaxBytes: number; now: Date },
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const held = await ownTicket(tx, { accountId: options.accountId, Id: options.Id, lock: true });
    const { row } = await writeTicketMessage(tx, {
      row: held,
      author: 'user',
      message: options.message,
      now: options.now,
    });
    return ticketWithMessages(tx, row, options);
  });
}
