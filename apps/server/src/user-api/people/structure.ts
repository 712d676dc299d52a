import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { structure } from '@shortlist/db/schema/contacts';
import type { Structure } from '@shortlist/domain/accounts/api-contracts';
import type { StructureValues } from '@shortlist/domain/accounts/person-rules';
import { canEditStructure } from '@shortlist/domain/people/record-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { requireOwnRecord } from '../../shared-kernel/record-owner.ts';

type Row = typeof structure.$inferSelect;
const toStructure = (row: Row): Structure => ({ ...row, DateCreation: row.DateCreation.toISOString() });

/** `GET structures/:id`: the account's own structure (404 for any other id). */
export async function getStructure(db: Db, options: { account: Account; id: number }): Promise<Structure> {
  await requireOwnRecord({ db, ...options, can: canEditStructure });
  const [row] = await db.select().from(structure).where(eq(structure.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toStructure(row);
}

/** `PUT structures/:id` with values the route checked against `ZStructureRequest`. */
export async function updateStructure(
  db: Db,
  options: { account: Account; id: number; values: StructureValues },
): Promise<Structure> {
  await requireOwnRecord({ db, account: options.account, id: options.id, can: canEditStructure });
  const [row] = await db
    .update(structure)
    .set(options.values)
    .where(eq(structure.Id, options.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toStructure(row);
}

/** `POST structures`: the account's structure when it has none yet, linked to it. */
export async function createStructure(
  db: Db,
  options: { account: Account; values: StructureValues; now: Date },
): Promise<Structure> {
  if (options.account.IdStructure !== null) throw new AppError('CONFLICT');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(structure)
      .values({ ...options.values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdStructure: row.Id }).where(eq(compte.Id, options.account.Id));
    return toStructure(row);
  });
}
