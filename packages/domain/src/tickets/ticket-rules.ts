import { z } from 'zod';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import { optionalFileName, requiredText } from '../accounts/text-rules.ts';
import { ZIdParam, zIdOf } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { TICKET_CATEGORIES, TICKET_LIMITS, type TicketStatus } from './ticket-values.ts';

/** A message's text: several lines, trimmed, 1 to 5000 characters. */
export const ZTicketMessageText = zPlainText({ multiline: true, error: ACCOUNT_RULE.required })
  .trim()
  .min(1, ACCOUNT_RULE.required)
  .max(TICKET_LIMITS.message, ACCOUNT_RULE.tooLong);

/**
 * `POST tickets` (spec §3 Ticket: email, category, subject, message; the attachment is sent
 * after, on the first message). `IdFestival` when a festival member writes from the workspace:
 * the category must then be one of the festival's (`ticketCategoriesFor`), checked by the server.
 */
export const ZTicketRequest = z.object({
  Email: zPlainText({ error: ACCOUNT_RULE.emailInvalid })
    .trim()
    .min(1, ACCOUNT_RULE.required)
    .max(TICKET_LIMITS.email, ACCOUNT_RULE.tooLong)
    .pipe(z.email({ error: ACCOUNT_RULE.emailInvalid })),
  Categorie: z.enum(TICKET_CATEGORIES, { error: ACCOUNT_RULE.required }),
  Sujet: requiredText({ max: TICKET_LIMITS.subject }),
  Message: ZTicketMessageText,
  IdFestival: zIdOf(ACCOUNT_RULE.invalid).nullish(),
});
export type TicketRequest = z.input<typeof ZTicketRequest>;
export type TicketValues = z.output<typeof ZTicketRequest>;

/** `POST tickets/{id}/messages`: the user's answer (it opens a closed ticket again). */
export const ZTicketMessageRequest = z.object({ Message: ZTicketMessageText });
export type TicketMessageRequest = z.input<typeof ZTicketMessageRequest>;

/** `POST tickets/{id}/messages/{idMessage}/piece-jointe?FichierOriginal=`: the file's bytes as the body. */
export const ZTicketAttachmentQuery = z.object({
  FichierOriginal: optionalFileName(TICKET_LIMITS.fileName),
});

/**
 * `GET tickets?Statut=open|closed&IdFestival=`: the open ones, or the archive; with `IdFestival`,
 * only those written about that festival (the workspace's support page).
 */
export const ZTicketListQuery = z.object({
  Statut: z.enum(['open', 'closed']).default('open'),
  IdFestival: ZIdParam.optional(),
});

/** A message from the user on a closed ticket opens it again (spec: "can be reopened by a new message"). */
export function statusAfterUserMessage(_status: TicketStatus): TicketStatus {
  return 'open';
}
