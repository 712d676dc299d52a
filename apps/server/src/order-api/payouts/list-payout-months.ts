import type { Db } from '@shortlist/db/client';
import { versementFestival, versementMois } from '@shortlist/db/schema/orders';
import type { PayoutMonth } from '@shortlist/domain/festival-space/payout-contracts';
import { PAYOUT_TIME_ZONE } from '@shortlist/domain/festival-space/payout-rules';
import { desc, eq, sql } from 'drizzle-orm';

/**
 * A festival's payout months, newest first (docs/decisions.md "Festival payout"): per calendar month
 * on the Paris clock, the entries paid and the refunds, the entry fees received less refunds,
 * the 4.9 % bank fee and the amount due (each line's fee was rounded to the cent when the order
 * was placed, so the month is the sum of its lines), and whether the platform has paid it.
 */
export async function listPayoutMonths(db: Db, options: { festivalId: number }): Promise<PayoutMonth[]> {
  // The zone written into the statement (a constant): as a bound parameter the select and the
  // group by would hold two parameters PostgreSQL cannot tell are the same expression.
  const month = sql<string>`to_char(${versementFestival.DateCreation} at time zone ${sql.raw(`'${PAYOUT_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const totals = await db
    .select({
      month,
      entries: sql<number>`count(*) filter (where ${versementFestival.Type} = 'entry')`.mapWith(Number),
      refunds: sql<number>`count(*) filter (where ${versementFestival.Type} = 'refund')`.mapWith(Number),
      receivedCents: sql<number>`sum(${versementFestival.MontantFrais})`.mapWith(Number),
      dueCents: sql<number>`sum(${versementFestival.MontantVersement})`.mapWith(Number),
    })
    .from(versementFestival)
    .where(eq(versementFestival.IdFestival, options.festivalId))
    .groupBy(month)
    .orderBy(desc(month));
  const paid = await db.select().from(versementMois).where(eq(versementMois.IdFestival, options.festivalId));
  const paidByMonth = new Map(paid.map((row) => [row.Mois, row]));
  return totals.map((row) => {
    const payment = paidByMonth.get(row.month);
    return {
      ...row,
      feeCents: row.receivedCents - row.dueCents,
      paid: payment
        ? { date: payment.DatePaiement.toISOString(), reference: payment.ReferenceBancaire }
        : null,
    };
  });
}
