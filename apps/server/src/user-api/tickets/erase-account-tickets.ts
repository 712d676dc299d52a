import type { Db } from '@shortlist/db/client';
import { ticket } from '@shortlist/db/schema/tickets';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { ticketFolder } from './ticket-rows.ts';

/**
 * Account deletion (`DELETE compte`): the tickets are personal data (messages, attachments); they
 * go with their messages (cascade). Returns the attachments' folders, removed after commit.
 */
export async function eraseAccountTickets(tx: Db, account: Pick<Account, 'Id'>): Promise<string[]> {
  const rows = await tx.delete(ticket).where(eq(ticket.IdCompte, account.Id)).returning({ Id: ticket.Id });
  return rows.map((row) => ticketFolder(row.Id));
}
