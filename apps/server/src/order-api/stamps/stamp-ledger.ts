import type { Db } from '@shortlist/db/client';
import { type STAMP_MOVE_REASONS, timbreMouvement, timbreSolde } from '@shortlist/db/schema/orders';
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

export type StampMoveReason = (typeof STAMP_MOVE_REASONS)[number];

/** The account's stamp balance (0 without a row). */
export async function stampBalance(db: Db, options: { accountId: number }): Promise<number> {
  const [row] = await db
    .select({ Solde: timbreSolde.Solde })
    .from(timbreSolde)
    .where(eq(timbreSolde.IdCompte, options.accountId));
  return row?.Solde ?? 0;
}

/**
 * Credits (delta > 0) or debits (delta < 0) stamps: a ledger row and the balance row, in the
 * caller's transaction. A debit is one conditional UPDATE: it locks the balance row, so
 * concurrent debits run one after the other and each sees the balance the previous left; when
 * the balance is short nothing changes and STAMPS_INSUFFICIENT is thrown. The CHECK on
 * `timbre_solde` is the last guard. Returns the new balance.
 */
export async function moveStamps(
  tx: Db,
  options: {
    accountId: number;
    delta: number;
    reason: StampMoveReason;
    orderId: number | null;
    now: Date;
    /** An operator's words on a move made by hand (a grant); none for an order's moves. */
    note?: string;
  },
): Promise<number> {
  const { accountId, delta } = options;
  if (!Number.isSafeInteger(delta) || delta === 0)
    throw new RangeError(`stamp move must be whole and non-zero: ${delta}`);
  let balance: number | undefined;
  if (delta < 0) {
    const [row] = await tx
      .update(timbreSolde)
      .set({ Solde: sql`${timbreSolde.Solde} + ${delta}` })
      .where(and(eq(timbreSolde.IdCompte, accountId), gte(timbreSolde.Solde, -delta)))
      .returning({ Solde: timbreSolde.Solde });
    if (!row) throw new AppError('STAMPS_INSUFFICIENT');
    balance = row.Solde;
  } else {
    const [row] = await tx
      .insert(timbreSolde)
      .values({ IdCompte: accountId, Solde: delta })
      .onConflictDoUpdate({
        target: timbreSolde.IdCompte,
        set: { Solde: sql`${timbreSolde.Solde} + ${delta}` },
      })
      .returning({ Solde: timbreSolde.Solde });
    balance = row!.Solde;
  }
  await tx.insert(timbreMouvement).values({
    IdCompte: accountId,
    Delta: delta,
    Motif: options.reason,
    IdCommande: options.orderId,
    DateCreation: options.now,
    Note: options.note ?? null,
  });
  return balance;
}
