import { ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import { ZId } from '@shortlist/domain/fields/ids';
import { ZTicketMessageText } from '@shortlist/domain/tickets/ticket-rules';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { answerTicket } from './answer-ticket.ts';
import { closeTicketRow } from './close-ticket.ts';
import { anyTicket } from './own-ticket.ts';
import { toTicketSummary } from './ticket-rows.ts';

/**
 * The support's side of the tickets (issue 36), as operator commands: `npm run admin -- <name>`
 * and `POST /operator-api/commands/<name>` with the operator token (the operator API).
 */

/** `list-tickets`: the tickets waiting for support (open, the user spoke last), or every open or closed one. */
export const listTicketsCommand = defineOperatorCommand({
  name: 'list-tickets',
  summary: 'List support tickets: those waiting for an answer (default), open or closed',
  input: z.object({ status: z.enum(['waiting', 'open', 'closed']).default('waiting') }).strict(),
  run: async ({ db }, input) => {
    // Who wrote last: a ticket waits for support when its user spoke last. The outer id is written
    // qualified: a Drizzle column renders unqualified inside a sub-select and would name m's own.
    const lastAuthor = sql<string | null>`(select m."Auteur" from ${ticketMessage} m
      where m."IdTicket" = "ticket"."Id" order by m."Id" desc limit 1)`;
    const rows = await db
      .select({ ticket, lastAuthor })
      .from(ticket)
      .where(eq(ticket.Statut, input.status === 'closed' ? 'closed' : 'open'))
      .orderBy(asc(ticket.DateDerMessage))
      .limit(500);
    return rows
      .filter((r) => input.status !== 'waiting' || r.lastAuthor === 'user')
      .map((r) => ({
        ...toTicketSummary(r.ticket),
        IdCompte: r.ticket.IdCompte,
        Email: r.ticket.Email,
        lastAuthor: r.lastAuthor,
      }));
  },
});

/** `show-ticket --ticket <id>`: one ticket and its whole conversation, attachments named. */
export const showTicketCommand = defineOperatorCommand({
  name: 'show-ticket',
  summary: 'Show a support ticket and its conversation',
  input: z.object({ ticket: ZId }).strict(),
  run: async ({ db }, input) => {
    const row = await anyTicket(db, { Id: input.ticket });
    const messages = await db
      .select()
      .from(ticketMessage)
      .where(eq(ticketMessage.IdTicket, row.Id))
      .orderBy(asc(ticketMessage.Id));
    return {
      ...toTicketSummary(row),
      IdCompte: row.IdCompte,
      Email: row.Email,
      messages: messages.map((m) => ({
        Id: m.Id,
        DateCreation: m.DateCreation.toISOString(),
        Auteur: m.Auteur,
        NomOperateur: m.NomOperateur,
        Message: m.Message,
        attachment: m.Fichier
          ? {
              FichierOriginal: m.FichierOriginal,
              Mime: m.Mime,
              Poids: m.Poids,
              download: `/operator-api/tickets/${row.Id}/messages/${m.Id}/piece-jointe`,
            }
          : null,
      })),
    };
  },
});

/** `answer-ticket --ticket <id> --message "..." [--close]`: the answer, emailed to the user. */
export const answerTicketCommand = defineOperatorCommand({
  name: 'answer-ticket',
  summary: 'Answer a support ticket (the user is emailed; --close also closes it)',
  input: z.object({ ticket: ZId, message: ZTicketMessageText, close: z.boolean().default(false) }).strict(),
  run: async ({ db, now, operator, publicUrl }, input) =>
    answerTicket(db, {
      Id: input.ticket,
      message: input.message,
      close: input.close,
      operator,
      publicUrl,
      now,
    }),
});

/** `close-ticket --ticket <id>`: the ticket goes to the user's archive (a new message opens it again). */
export const closeTicketCommand = defineOperatorCommand({
  name: 'close-ticket',
  summary: 'Close a support ticket (it goes to the archive)',
  input: z.object({ ticket: ZId }).strict(),
  run: async ({ db, now }, input) =>
    db.transaction(async (tx) => {
      const held = await anyTicket(tx, { Id: input.ticket, lock: true });
      return toTicketSummary(await closeTicketRow(tx, { row: held, now }));
    }),
});

export const TICKET_COMMANDS = [
  listTicketsCommand,
  showTicketCommand,
  answerTicketCommand,
  closeTicketCommand,
];
