import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { structure } from '@shortlist/db/schema/contacts';
import type { Structure } from '@shortlist/domain/accounts/api-contracts';
import { ZStructure as ZStructureForm } from '@shortlist/domain/accounts/person-rules';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { assertOwned } from './ownership.ts';

type Row = typeof structure.$inferSelect;
const toStructure = (row: Row): Structure => ({ ...row, DateCreation: row.DateCreation.toISOString() });

export async function getStructure(db: Db, options: { account: Account; id: number }): Promise<Structure> {
  await assertOwned(db, options.account, 'structure', options.id);
  const [row] = await db.select().from(structure).where(eq(structure.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toStructure(row);
}

export async function updateStructure(
  db: Db,
  options: { account: Account; id: number; body: unknown },
): Promise<Structure> {
  await assertOwned(db, options.account, 'structure', options.id);
  const values = validateBody(ZStructureForm, options.body);
  const [row] = await db.update(structure).set(values).where(eq(structure.Id, options.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toStructure(row);
}

/** `POST structures`: the account's structure when it has none yet. */
export async function createStructure(
  db: Db,
  options: { account: Account; body: unknown; now: Date },
): Promise<Structure> {
  if (options.account.IdStructure !== null) throw new AppError('CONFLICT');
  const values = validateBody(ZStructureForm, options.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(structure)
      .values({ ...values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdStructure: row.Id }).where(eq(compte.Id, options.account.Id));
    return toStructure(row);
  });
}
