import type { Db } from '@shortlist/db/client';
import { compte, personne } from '@shortlist/db/schema/accounts';
import type { Personne } from '@shortlist/domain/accounts/api-contracts';
import { zPersonne } from '@shortlist/domain/accounts/person-rules';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { assertOwned } from './ownership.ts';

type Row = typeof personne.$inferSelect;
const toPersonne = (row: Row): Personne => ({ ...row, DateCreation: row.DateCreation.toISOString() });

export async function getPersonne(db: Db, options: { account: Account; id: number }): Promise<Personne> {
  await assertOwned(db, options.account, 'personne', options.id);
  const [row] = await db.select().from(personne).where(eq(personne.Id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toPersonne(row);
}

function form(body: unknown, now: Date) {
  return validateBody(zPersonne(now), body);
}

export async function updatePersonne(
  db: Db,
  options: { account: Account; id: number; body: unknown; now: Date },
): Promise<Personne> {
  await assertOwned(db, options.account, 'personne', options.id);
  const values = form(options.body, options.now);
  const [row] = await db.update(personne).set(values).where(eq(personne.Id, options.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toPersonne(row);
}

/** `POST personnes`: the account's person when it has none yet (409 CONFLICT otherwise). */
export async function createPersonne(
  db: Db,
  options: { account: Account; body: unknown; now: Date },
): Promise<Personne> {
  if (options.account.IdPersonne !== null) throw new AppError('CONFLICT');
  const values = form(options.body, options.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(personne)
      .values({ ...values, DateCreation: options.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(compte).set({ IdPersonne: row.Id }).where(eq(compte.Id, options.account.Id));
    return toPersonne(row);
  });
}
