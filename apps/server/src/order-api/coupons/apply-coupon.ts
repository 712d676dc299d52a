import type { Db } from '@shortlist/db/client';
import { panierCoupon } from '@shortlist/db/schema/coupons';
import type { Language } from '@shortlist/domain/languages';
import { couponDiscounts, couponRefusal } from '@shortlist/domain/orders/coupons';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { loadBasketState } from '../basket/basket-state.ts';
import { findCoupon, toCouponRule, usesByAccount } from './coupon-store.ts';

/**
 * `PUT customer/{id}/basket/apply-coupon {couponCode}`: puts the coupon on the account's basket
 * (replacing one already there) when the account may use it now and the basket holds something
 * it takes money off. Nothing is counted yet: the use is recorded when the order is placed
 * (`recordCouponUse`), where the limit is enforced.
 */
export async function applyCoupon(
  db: Db,
  options: { account: Account; couponCode: string; language: Language; now: Date },
): Promise<void> {
  const { account, now } = options;
  const row = await findCoupon(db, options.couponCode);
  const rule = row ? toCouponRule(row) : null;
  const used = row ? await usesByAccount(db, { couponId: row.Id, accountId: account.Id }) : 0;
  const refusal = couponRefusal(rule, { accountId: account.Id, now, usesByAccount: used });
  if (refusal || !row || !rule) throw new AppError(refusal ?? 'COUPON_UNKNOWN');
  const { calculation } = await loadBasketState(db, { account, language: options.language, now });
  const discount = couponDiscounts(rule, calculation.lines).reduce((sum, cents) => sum + cents, 0);
  if (discount === 0) throw new AppError('COUPON_NOT_APPLICABLE');
  await db
    .insert(panierCoupon)
    .values({ IdCompte: account.Id, IdCoupon: row.Id, DateCreation: now })
    .onConflictDoUpdate({ target: panierCoupon.IdCompte, set: { IdCoupon: row.Id, DateCreation: now } });
}
