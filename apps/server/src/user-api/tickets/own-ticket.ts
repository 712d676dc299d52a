import type { Db } from '@shortlist/db/client';
import { ticket } from '@shortlist/db/schema/tickets';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { TicketRow } from './ticket-rows.ts';

/**
 * The account's own ticket, its row locked when `lock` (the use cases that change it, so two
 * messages at once are written one after the other). Another account's ticket and an unknown id
 * answer the same 404 TICKET_NOT_FOUND.
 */
export async function ownTicket(
  db: Db,
  options: { accountId: number; Id: number; lock?: boolean },
): Promise<TicketRow> {
  const query = db
    .select()
    .from(ticket)
    .where(and(eq(ticket.Id, options.Id), eq(ticket.IdCompte, options.accountId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return row;
}

/** Any ticket, for the operator's commands (no account check: the operator token is the check). */
export async function anyTicket(db: Db, options: { Id: number; lock?: boolean }): Promise<TicketRow> {
  const query = db.select().from(ticket).where(eq(ticket.Id, options.Id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return row;
}
