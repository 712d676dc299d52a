import type { Db } from '@shortlist/db/client';
import { ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import type { TicketAuthor, TicketStatus } from '@shortlist/domain/tickets/ticket-values';
import { eq } from 'drizzle-orm';
import type { TicketMessageRow, TicketRow } from './ticket-rows.ts';

/**
 * One message on a ticket whose row the caller holds: the message, then the ticket's state. A
 * user's message opens a closed ticket again and means the user has read what came before; a
 * support's answer marks the ticket unread for its account (the badge). `close` closes it too.
 */
export async function writeTicketMessage(
  tx: Db,
  options: {
    row: TicketRow;
    author: TicketAuthor;
    message: string;
    operator?: string;
    close?: boolean;
    now: Date;
  },
): Promise<{ row: TicketRow; message: TicketMessageRow }> {
  const { row } = options;
  // The clock was read before the row was held: a message written after another never carries
  // an earlier date, so the conversation's dates follow its order (the ids).
  const now = options.now > row.DateDerMessage ? options.now : row.DateDerMessage;
  const [message] = await tx
    .insert(ticketMessage)
    .values({
      IdTicket: row.Id,
      DateCreation: now,
      Auteur: options.author,
      NomOperateur: options.operator ?? null,
      Message: options.message,
    })
    .returning();
  if (!message) throw new Error('insert returned no row');
  const Statut: TicketStatus = options.close ? 'closed' : options.author === 'user' ? 'open' : row.Statut;
  const [updated] = await tx
    .update(ticket)
    .set({
      DateDerMessage: now,
      Statut,
      DateCloture: Statut === 'closed' ? (row.DateCloture ?? now) : null,
      IsReponseNonLue: options.author === 'operator',
    })
    .where(eq(ticket.Id, row.Id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return { row: updated, message };
}
