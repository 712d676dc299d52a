import type { Db } from '@shortlist/db/client';
import { ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import type { Ticket } from '@shortlist/domain/tickets/ticket-contracts';
import type { TicketValues } from '@shortlist/domain/tickets/ticket-rules';
import { ticketCategoriesFor } from '@shortlist/domain/tickets/ticket-values';
import { AppError } from '../../platform/errors.ts';
import { ticketWithMessages } from './ticket-rows.ts';

/**
 * `POST tickets` (spec §2 new ticket): the ticket and its first message, in one transaction. A
 * ticket about a festival (`IdFestival`, from the workspace) only for one of the account's
 * festivals (404 otherwise, like an unknown festival); the category must be one offered to its
 * audience (`ticketCategoriesFor`), a field error otherwise. The attachment follows on the first
 * message (`attach-ticket-file.ts`).
 */
export async function openTicket(
  db: Db,
  options: {
    accountId: number;
    festivals: readonly AccountFestival[];
    values: TicketValues;
    attachmentMaxBytes: number;
    now: Date;
  },
): Promise<Ticket> {
  const { values, now } = options;
  const IdFestival = values.IdFestival ?? null;
  if (IdFestival !== null && !options.festivals.some((f) => f.IdFestival === IdFestival)) {
    throw new AppError('FESTIVAL_NOT_FOUND');
  }
  if (!ticketCategoriesFor({ festival: IdFestival !== null }).includes(values.Categorie)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'Categorie', code: ACCOUNT_RULE.invalid, message: ACCOUNT_RULE.invalid }],
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ticket)
      .values({
        IdCompte: options.accountId,
        IdFestival,
        Email: values.Email,
        Categorie: values.Categorie,
        Sujet: values.Sujet,
        DateCreation: now,
        DateDerMessage: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(ticketMessage)
      .values({ IdTicket: row.Id, DateCreation: now, Auteur: 'user', Message: values.Message });
    return ticketWithMessages(tx, row, options);
  });
}
