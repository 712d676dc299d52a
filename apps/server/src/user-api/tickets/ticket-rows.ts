import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { type ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import type { Ticket, TicketMessage, TicketSummary } from '@shortlist/domain/tickets/ticket-contracts';
import { asc, eq } from 'drizzle-orm';

export type TicketRow = typeof ticket.$inferSelect;
export type TicketMessageRow = typeof ticketMessage.$inferSelect;

/**
 * An attachment's file: `tickets/{IdTicket}/{Fichier}`, `Fichier` a random name with the
 * extension of the kind read from its bytes; the uploaded name is only ever sent back in a
 * Content-Disposition header, never used as a path.
 */
export function newAttachmentFile(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function attachmentKey(options: { IdTicket: number; Fichier: string }): string {
  return `tickets/${options.IdTicket}/${options.Fichier}`;
}

export function ticketFolder(IdTicket: number): string {
  return `tickets/${IdTicket}/`;
}

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    Id: row.Id,
    DateCreation: row.DateCreation.toISOString(),
    DateDerMessage: row.DateDerMessage.toISOString(),
    Categorie: row.Categorie,
    Sujet: row.Sujet,
    Statut: row.Statut,
    IdFestival: row.IdFestival,
    hasUnreadAnswer: row.IsReponseNonLue,
  };
}

export function toTicketMessage(row: TicketMessageRow): TicketMessage {
  return {
    Id: row.Id,
    DateCreation: row.DateCreation.toISOString(),
    Auteur: row.Auteur,
    Message: row.Message,
    attachment:
      row.Fichier && row.FichierOriginal && row.Mime && row.Poids !== null
        ? { FichierOriginal: row.FichierOriginal, Mime: row.Mime, Poids: row.Poids }
        : null,
  };
}

/** A ticket with its whole conversation, in the order the messages were written. */
export async function ticketWithMessages(
  db: Db,
  row: TicketRow,
  options: { attachmentMaxBytes: number },
): Promise<Ticket> {
  const messages = await db
    .select()
    .from(ticketMessage)
    .where(eq(ticketMessage.IdTicket, row.Id))
    .orderBy(asc(ticketMessage.Id));
  return {
    ...toTicketSummary(row),
    Email: row.Email,
    messages: messages.map(toTicketMessage),
    attachmentMaxBytes: options.attachmentMaxBytes,
  };
}
