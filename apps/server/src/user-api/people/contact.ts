import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { coordonnee } from '@shortlist/db/schema/contacts';
import type { Contact } from '@shortlist/domain/accounts/api-contracts';
import type { ContactValues } from '@shortlist/domain/accounts/contact-rules';
import { canEditContact } from '@shortlist/domain/people/record-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { requireOwnRecord } from '../../shared-kernel/record-owner.ts';

type Row = typeof coordonnee.$inferSelect;
const toContact = (row: Row): Contact => ({ ...row, DateCreation: row.DateCreation.toISOString() });

/** `GET coordonnees/:id`: the account's or its structure's contact details (404 for any other id). */
export async function getContact(db: Db, options: { account: Account; id: number }): Promise<Contact> {
  await requireOwnRecord({ db, ...options, can: canEditContact });
  const [row] = await db.select().from(coordonnee).where(eq(coordonnee.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toContact(row);
}

/** `PUT coordonnees/:id` with values the route checked against `ZContactRequest`. */
export async function updateContact(
  db: Db,
  options: { account: Account; id: number; values: ContactValues },
): Promise<Contact> {
  await requireOwnRecord({ db, account: options.account, id: options.id, can: canEditContact });
  const [row] = await db
    .update(coordonnee)
    .set(options.values)
    .where(eq(coordonnee.Id, options.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toContact(row);
}

/** `POST coordonnees`: the account's contact details when it has none yet, linked to it. */
export async function createContact(
  db: Db,
  options: { account: Account; values: ContactValues; now: Date },
): Promise<Contact> {
  if (options.account.IdCoordonnee !== null) throw new AppError('CONFLICT');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coordonnee)
      .values({ ...options.values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdCoordonnee: row.Id }).where(eq(compte.Id, options.account.Id));
    return toContact(row);
  });
}
