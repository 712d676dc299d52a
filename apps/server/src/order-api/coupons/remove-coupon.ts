import type { Db } from '@shortlist/db/client';
import { panierCoupon } from '@shortlist/db/schema/coupons';
import { eq } from 'drizzle-orm';

/** `PUT customer/{id}/basket/remove-coupon`: the basket goes without its coupon (nothing if none). */
export async function removeCoupon(db: Db, options: { accountId: number }): Promise<void> {
  await db.delete(panierCoupon).where(eq(panierCoupon.IdCompte, options.accountId));
}
