import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { coordonnee } from '@shortlist/db/schema/contacts';
import type { Coordonnee } from '@shortlist/domain/accounts/api-contracts';
import { ZCoordonnee as ZCoordonneeForm } from '@shortlist/domain/accounts/contact-rules';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { assertOwned } from './ownership.ts';

type Row = typeof coordonnee.$inferSelect;
const toCoordonnee = (row: Row): Coordonnee => ({ ...row, DateCreation: row.DateCreation.toISOString() });

export async function getCoordonnee(db: Db, options: { account: Account; id: number }): Promise<Coordonnee> {
  await assertOwned(db, options.account, 'coordonnee', options.id);
  const [row] = await db.select().from(coordonnee).where(eq(coordonnee.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toCoordonnee(row);
}

export async function updateCoordonnee(
  db: Db,
  options: { account: Account; id: number; body: unknown },
): Promise<Coordonnee> {
  await assertOwned(db, options.account, 'coordonnee', options.id);
  const values = validateBody(ZCoordonneeForm, options.body);
  const [row] = await db.update(coordonnee).set(values).where(eq(coordonnee.Id, options.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toCoordonnee(row);
}

/** `POST coordonnees`: the account's contact details when it has none yet. */
export async function createCoordonnee(
  db: Db,
  options: { account: Account; body: unknown; now: Date },
): Promise<Coordonnee> {
  if (options.account.IdCoordonnee !== null) throw new AppError('CONFLICT');
  const values = validateBody(ZCoordonneeForm, options.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coordonnee)
      .values({ ...values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdCoordonnee: row.Id }).where(eq(compte.Id, options.account.Id));
    return toCoordonnee(row);
  });
}
