import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { coupon } from '@shortlist/db/schema/coupons';
import {
  type CreateCouponCommand,
  normalCouponCode,
  ZCreateCouponCommand,
} from '@shortlist/domain/orders/coupons';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { findCoupon } from './coupon-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An operator creates a coupon (docs/operations.md). The code is kept in capitals and must be
 * new whatever its case; it is valid from the `from` day (else now) through the `until` day, UTC.
 * One use per customer unless told otherwise.
 */
export async function createCoupon(
  db: Db,
  options: { input: CreateCouponCommand; now: Date },
): Promise<{ IdCoupon: number; code: string; validUntil: string }> {
  const { input, now } = options;
  const code = normalCouponCode(input.code);
  const validUntil = new Date(new Date(`${input.until}T00:00:00Z`).getTime() + DAY_MS);
  if (validUntil <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'until', code: 'PAST', message: 'The coupon would already have expired.' }],
    });
  }
  if (input.account !== undefined) {
    const [owner] = await db.select({ Id: compte.Id }).from(compte).where(eq(compte.Id, input.account));
    if (!owner) throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    if (await findCoupon(tx, code)) {
      throw new AppError('CONFLICT', {
        fields: [{ path: 'code', code: 'TAKEN', message: `A coupon ${code} already exists.` }],
      });
    }
    const [row] = await tx
      .insert(coupon)
      .values({
        DateCreation: now,
        Code: code,
        Kind: input.percent !== undefined ? 'percent' : 'amount',
        // Percent in basis points (10 % = 1000), an amount in cents.
        Valeur: input.percent !== undefined ? input.percent * 100 : input.amount!,
        Cible: input['applies-to'] ?? 'all',
        DateDebut: input.from ? new Date(`${input.from}T00:00:00Z`) : null,
        DateFin: validUntil,
        MaxUtilisations: input['max-uses'] ?? null,
        MaxParCompte: input['max-per-customer'] ?? 1,
        IdCompte: input.account ?? null,
      })
      .onConflictDoNothing()
      .returning({ Id: coupon.Id });
    if (!row) throw new AppError('CONFLICT');
    return { IdCoupon: row.Id, code, validUntil: validUntil.toISOString() };
  });
}

/** `npm run admin -- create-coupon --code <CODE> --percent <n>|--amount <cents> --until <day>`. */
export const createCouponCommand = defineOperatorCommand({
  name: 'create-coupon',
  summary:
    'Create a coupon (--code X --percent n | --amount cents --until YYYY-MM-DD [--max-uses n] [--max-per-customer n] [--applies-to kind] [--from day] [--account id])',
  input: ZCreateCouponCommand,
  run: (context, input) => createCoupon(context.db, { input, now: context.now }),
});
