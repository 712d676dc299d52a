import { z } from 'zod';

/**
 * Years a calendar day of a request may fall in. Wider than any festival or film date, and
 * narrow enough that SQL date arithmetic (a day plus an interval) never overflows.
 */
export const DAY_YEAR_MIN = 1900;
export const DAY_YEAR_MAX = 2200;

/** A calendar day `YYYY-MM-DD` (ISO 8601, a real date) in the years 1900 to 2200; else rule code INVALID. */
export const ZIsoDay = z.iso.date().refine((day) => {
  const year = Number(day.slice(0, 4));
  return year >= DAY_YEAR_MIN && year <= DAY_YEAR_MAX;
}, 'INVALID');
