import { wallTime, zonedTimeToUtc } from '../festivals/zoned-time.ts';

/** The platform's books are kept in Paris (the seller is a French company). */
export const PAYOUT_TIME_ZONE = 'Europe/Paris';

/**
 * A payout line: an entry fee paid (`entry`), or its reversal when the entry is refunded
 * (`refund`, the same amounts negative, dated when refunded). Lines are never changed or deleted,
 * so a month's statement stays what it was when the month was paid.
 */
export const PAYOUT_LINE_KINDS = ['entry', 'refund'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

/*
 * Payout months (docs/decisions.md "Festival payout"): calendar months on the Paris clock, written
 * `YYYY-MM`. A line belongs to the month its date falls in there: an order paid at 23:30 UTC on
 * 31 January is paid on 1 February in Paris, so it counts in February.
 */

/** The payout month (`YYYY-MM`, Paris clock) of an instant. */
export function payoutMonthOf(date: Date): string {
  const wall = wallTime(date, PAYOUT_TIME_ZONE);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** The instants a payout month runs between: `start` included, `end` (the next month's start) not. */
export function payoutMonthRange(month: string): { start: Date; end: Date } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const number = Number(match?.[2]);
  if (!match || number < 1 || number > 12) throw new RangeError(`not a month: ${month}`);
  const midnight = (y: number, m: number) =>
    zonedTimeToUtc({ year: y, month: m, day: 1, hour: 0, minute: 0 }, PAYOUT_TIME_ZONE);
  return {
    start: midnight(year, number),
    end: number === 12 ? midnight(year + 1, 1) : midnight(year, number + 1),
  };
}

/** Whether the month is over at `now` (only then can it be paid: its lines are final). */
export function isPayoutMonthOver(month: string, now: Date): boolean {
  return now.getTime() >= payoutMonthRange(month).end.getTime();
}
