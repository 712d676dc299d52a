import type { Db } from '@shortlist/db/client';
import { coupon, couponUtilisation, panierCoupon } from '@shortlist/db/schema/coupons';
import { type CouponRefusal, type CouponRule, couponRefusal } from '@shortlist/domain/orders/coupons';
import { and, count, eq, sql } from 'drizzle-orm';

export type CouponRow = typeof coupon.$inferSelect;

/** A stored coupon as the domain rules read it. */
export function toCouponRule(row: CouponRow): CouponRule {
  return {
    code: row.Code,
    kind: row.Kind,
    value: row.Valeur,
    appliesTo: row.Cible,
    validFrom: row.DateDebut,
    validUntil: row.DateFin,
    maxUses: row.MaxUtilisations,
    maxUsesPerCustomer: row.MaxParCompte,
    uses: row.Utilisations,
    reservedFor: row.IdCompte,
  };
}

/** The coupon of a code, whatever its case (the unique index is on `upper("Code")`). */
export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupon).where(sql`upper(${coupon.Code}) = upper(${code})`).limit(1);
  return row ?? null;
}

/** Orders the account placed with the coupon (an order that ended unpaid gave its use back). */
export async function usesByAccount(
  db: Db,
  options: { couponId: number; accountId: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUtilisation)
    .where(
      and(
        eq(couponUtilisation.IdCoupon, options.couponId),
        eq(couponUtilisation.IdCompte, options.accountId),
      ),
    );
  return row?.n ?? 0;
}

export type BasketCouponState = {
  id: number;
  rule: CouponRule;
  /** Why it can no longer be used (expired, used up since it was applied), else null. */
  refusal: CouponRefusal | null;
};

/** The coupon on the account's basket and whether it may still be used now. */
export async function loadBasketCoupon(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<BasketCouponState | null> {
  const [row] = await db
    .select({ coupon })
    .from(panierCoupon)
    .innerJoin(coupon, eq(coupon.Id, panierCoupon.IdCoupon))
    .where(eq(panierCoupon.IdCompte, options.accountId));
  if (!row) return null;
  const rule = toCouponRule(row.coupon);
  const used = await usesByAccount(db, { couponId: row.coupon.Id, accountId: options.accountId });
  return {
    id: row.coupon.Id,
    rule,
    refusal: couponRefusal(rule, { accountId: options.accountId, now: options.now, usesByAccount: used }),
  };
}
