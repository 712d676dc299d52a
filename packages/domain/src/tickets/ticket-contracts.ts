import { z } from 'zod';
import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from './ticket-values.ts';

/**
 * The ticket calls (spec §2 tickets: list, new ticket, conversation chat, archived when closed):
 * - `GET tickets?Statut=open|closed` -> ZTicketList (the account's own, newest activity first)
 * - `POST tickets` ZTicketRequest -> 201 ZTicket
 * - `GET tickets/{id}` -> ZTicket; reading it marks the support's answers read (the badge)
 * - `POST tickets/{id}/messages` -> 201 ZTicket (a closed ticket opens again)
 * - `POST tickets/{id}/messages/{idMessage}/piece-jointe` (bytes) -> 201 ZTicketMessage
 * - `GET tickets/{id}/messages/{idMessage}/piece-jointe` -> the file, as an attachment
 * - `POST tickets/{id}/cloture` -> ZTicket (closed: archived)
 * Another account's ticket answers 404 TICKET_NOT_FOUND, like an unknown one.
 */
export const ZTicketAttachment = z.object({
  FichierOriginal: z.string(),
  Mime: z.string(),
  Poids: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ZTicketAttachment>;

export const ZTicketMessage = z.object({
  Id: z.number().int(),
  DateCreation: z.string(),
  Auteur: z.enum(TICKET_AUTHORS),
  Message: z.string(),
  attachment: ZTicketAttachment.nullable(),
});
export type TicketMessage = z.infer<typeof ZTicketMessage>;

export const ZTicketSummary = z.object({
  Id: z.number().int(),
  DateCreation: z.string(),
  DateDerMessage: z.string(),
  Categorie: z.enum(TICKET_CATEGORIES),
  Sujet: z.string(),
  Statut: z.enum(TICKET_STATUSES),
  IdFestival: z.number().int().nullable(),
  /** The support answered since the user last read the ticket. */
  hasUnreadAnswer: z.boolean(),
});
export type TicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicketList = z.object({
  tickets: z.array(ZTicketSummary),
  /** The largest attachment the server takes, in bytes (for the new request's form). */
  attachmentMaxBytes: z.number().int(),
});
export type TicketList = z.infer<typeof ZTicketList>;

export const ZTicket = ZTicketSummary.extend({
  Email: z.string(),
  messages: z.array(ZTicketMessage),
  /** The largest attachment the server takes, in bytes. */
  attachmentMaxBytes: z.number().int(),
});
export type Ticket = z.infer<typeof ZTicket>;
