import type { Db } from '@shortlist/db/client';
import { commandeLigne, panierArticle } from '@shortlist/db/schema/orders';
import { eq, sql } from 'drizzle-orm';
import { releaseEntries } from '../../user-api/submissions/order-port.ts';
import { releaseCouponUse } from '../coupons/coupon-use.ts';
import { releaseFestivalCodeUses } from '../festival-codes/festival-code-use.ts';
import { moveStamps } from '../stamps/stamp-ledger.ts';

/**
 * An order that will not be paid (cancelled, failed, expired: spec §4) gives back what it held,
 * in the caller's transaction: its entries return to the basket, the stamps it took from the
 * balance are credited back, its booklets and SuperStamps are put in the basket again, and so is
 * its coupon and the festivals' codes (their uses given back).
 */
export async function returnOrderToBasket(
  tx: Db,
  options: { orderId: number; accountId: number; now: Date },
): Promise<void> {
  const { orderId, accountId, now } = options;
  const lines = await tx.select().from(commandeLigne).where(eq(commandeLigne.IdCommande, orderId));
  await releaseEntries(tx, {
    ids: lines.filter((l) => l.Kind === 'entryFee' && l.IdInscription !== null).map((l) => l.IdInscription!),
  });
  const used = lines.reduce((sum, line) => sum + line.TimbresUtilises, 0);
  if (used > 0) await moveStamps(tx, { accountId, delta: used, reason: 'return', orderId, now });
  await releaseCouponUse(tx, { orderId, accountId, now });
  await releaseFestivalCodeUses(tx, { orderId, now });
  for (const line of lines) {
    if (line.IdProduit === null) continue;
    if (line.Kind === 'stampBooklet') {
      await tx
        .insert(panierArticle)
        .values({
          IdCompte: accountId,
          IdProduit: line.IdProduit,
          Quantite: line.Quantite,
          DateCreation: now,
        })
        .onConflictDoUpdate({
          target: [panierArticle.IdCompte, panierArticle.IdProduit],
          targetWhere: sql`"IdFilm" is null`,
          set: { Quantite: sql`least(${panierArticle.Quantite} + ${line.Quantite}, 1000)` },
        });
    } else if (line.Kind === 'superStamp' && line.IdFilm !== null) {
      await tx
        .insert(panierArticle)
        .values({
          IdCompte: accountId,
          IdProduit: line.IdProduit,
          IdFilm: line.IdFilm,
          Quantite: 1,
          DateCreation: now,
        })
        .onConflictDoNothing();
    }
  }
}
