import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { anyTicket } from './own-ticket.ts';
import { ticketAnswerEmail } from './ticket-answer-email.ts';
import { toTicketMessage, toTicketSummary } from './ticket-rows.ts';
import { writeTicketMessage } from './write-ticket-message.ts';

/**
 * The support's answer (operator command `answer-ticket`, spec §2 conversation): the message, the
 * ticket marked unread for its account (the badge), closed too when `close`, and the email in
 * the account's language to the ticket's address, all in one transaction with the row held (the
 * email is sent after commit by the outbox).
 */
export async function answerTicket(
  db: Db,
  options: { Id: number; message: string; close: boolean; operator: string; publicUrl: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const held = await anyTicket(tx, { Id: options.Id, lock: true });
    const { row, message } = await writeTicketMessage(tx, {
      row: held,
      author: 'operator',
      message: options.message,
      operator: options.operator,
      close: options.close,
      now: options.now,
    });
    const [account] = await tx
      .select({ IdLangue: compte.IdLangue })
      .from(compte)
      .where(eq(compte.Id, row.IdCompte));
    await enqueueEmail(
      tx,
      ticketAnswerEmail({
        language: accountLanguage(account ?? { IdLangue: 0 }),
        to: row.Email,
        IdTicket: row.Id,
        subject: row.Sujet,
        answer: options.message,
        closed: row.Statut === 'closed',
        publicUrl: options.publicUrl,
      }),
    );
    return { ticket: toTicketSummary(row), message: toTicketMessage(message) };
  });
}
