import type { Db } from '@shortlist/db/client';
import { coupon, couponUtilisation, panierCoupon } from '@shortlist/db/schema/coupons';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { usesByAccount } from './coupon-store.ts';

/**
 * The coupon is used by the order being placed, in its transaction. One conditional UPDATE raises
 * the count only while it is under the limit and the coupon still valid; it also takes the
 * coupon's row lock, so two orders of one account queue and the second counts the first's use
 * (READ COMMITTED: the count is a new statement, it sees the committed row). N customers paying
 * a 1-use coupon at once: one UPDATE matches, the others match nothing and are refused whole.
 */
export async function recordCouponUse(
  tx: Db,
  options: { couponId: number; accountId: number; orderId: number; discountCents: number; now: Date },
): Promise<void> {
  const { couponId, accountId, now } = options;
  const [taken] = await tx
    .update(coupon)
    .set({ Utilisations: sql`${coupon.Utilisations} + 1` })
    .where(
      and(
        eq(coupon.Id, couponId),
        sql`(${coupon.MaxUtilisations} is null or ${coupon.Utilisations} < ${coupon.MaxUtilisations})`,
        sql`(${coupon.DateFin} is null or ${coupon.DateFin} > ${now})`,
      ),
    )
    .returning({ MaxParCompte: coupon.MaxParCompte });
  if (!taken) throw new AppError('COUPON_USED_UP');
  if (taken.MaxParCompte !== null) {
    const used = await usesByAccount(tx, { couponId, accountId });
    if (used >= taken.MaxParCompte) throw new AppError('COUPON_USED_UP');
  }
  await tx.insert(couponUtilisation).values({
    IdCoupon: couponId,
    IdCompte: accountId,
    IdCommande: options.orderId,
    Remise: options.discountCents,
    DateCreation: now,
  });
  await tx.delete(panierCoupon).where(eq(panierCoupon.IdCompte, accountId));
}

/**
 * An order that will not be paid gives its coupon use back (count lowered, use row removed) and
 * puts the coupon on the basket again, in the caller's transaction (`returnOrderToBasket`).
 */
export async function releaseCouponUse(
  tx: Db,
  options: { orderId: number; accountId: number; now: Date },
): Promise<void> {
  const [use] = await tx
    .delete(couponUtilisation)
    .where(eq(couponUtilisation.IdCommande, options.orderId))
    .returning({ IdCoupon: couponUtilisation.IdCoupon });
  if (!use) return;
  await tx
    .update(coupon)
    .set({ Utilisations: sql`greatest(${coupon.Utilisations} - 1, 0)` })
    .where(eq(coupon.Id, use.IdCoupon));
  await tx
    .insert(panierCoupon)
    .values({ IdCompte: options.accountId, IdCoupon: use.IdCoupon, DateCreation: options.now })
    .onConflictDoNothing();
}
