import { z } from 'zod';
import { PAYOUT_LINE_KINDS } from './payout-rules.ts';

/*
 * Payouts to a festival (issue 31; spec §1 and docs/decisions.md "Festival payout": the entry fee less
 * the 4.9 % bank fee, to the cent). Months are calendar months in `PAYOUT_TIME_ZONE`.
 */

/** The platform's books are kept in Paris (`payout-rules.ts`, which the database schema reads too). */
export { PAYOUT_TIME_ZONE } from './payout-rules.ts';

const ZDateTime = z.iso.datetime({ offset: true });
/** `YYYY-MM` (the length documented for clients; the pattern says the rest). */
export const ZPayoutMonthKey = z
  .string()
  .length(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/);

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

/** One line of a month's statement; amounts in cents, negative on a refund line. */
export const ZPayoutStatementLine = z.object({
  date: ZDateTime,
  kind: z.enum(PAYOUT_LINE_KINDS),
  IdInscription: z.number().int().nullable(),
  /** The entry's number (`inscription.Numero`). */
  Numero: z.number().int().nullable(),
  filmTitle: z.string(),
  sectionLabel: z.string(),
  /** The entry fee charged to the filmmaker. */
  receivedCents: z.number().int(),
  /** The 4.9 % bank fee kept. */
  feeCents: z.number().int(),
  dueCents: z.number().int(),
});
export type PayoutStatementLine = z.infer<typeof ZPayoutStatementLine>;

/** A festival's statement for one month (the PDF and CSV are drawn from it). */
export const ZPayoutStatement = z.object({
  IdFestival: z.number().int(),
  festivalName: z.string(),
  month: ZPayoutMonthKey,
  lines: z.array(ZPayoutStatementLine),
  totals: ZPayoutMonth.omit({ month: true, paid: true }),
  paid: ZPayoutMonth.shape.paid,
});
export type PayoutStatement = z.infer<typeof ZPayoutStatement>;
