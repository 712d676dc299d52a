import { z } from 'zod';

/*
 * Payouts to a festival (issue 31; spec §1 and DECISIONS.md "Festival payout": the entry fee less
 * the 4.9 % bank fee, to the cent). Months are calendar months in `PAYOUT_TIME_ZONE`.
 */

/** The platform's books are kept in Paris (the seller is a French company). */
export const PAYOUT_TIME_ZONE = 'Europe/Paris';

const ZDateTime = z.iso.datetime({ offset: true });
export const ZPayoutMonthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One month of a festival's payouts: entry fees received, the bank fee, and what is due. */
export const ZPayoutMonth = z.object({
  month: ZPayoutMonthKey,
  entries: z.number().int(),
  /** Entry fees paid by filmmakers, less refunds, in cents. */
  receivedCents: z.number().int(),
  feeCents: z.number().int(),
  dueCents: z.number().int(),
  /** Refunded entries of the month (already taken off the figures above). */
  refunds: z.number().int(),
  /** Set once the platform has paid the month, with the bank's reference. */
  paid: z.object({ date: ZDateTime, reference: z.string() }).nullable(),
});
export type PayoutMonth = z.infer<typeof ZPayoutMonth>;

/** `GET festivals/{IdFestival}/payouts` (managers): newest month first. */
export const ZPayoutsResponse = z.object({ items: z.array(ZPayoutMonth) });
export type PayoutsResponse = z.infer<typeof ZPayoutsResponse>;
