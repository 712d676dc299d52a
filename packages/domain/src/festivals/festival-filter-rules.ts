import { type DateInput, utcDayNumber } from './utc-days.ts';
import { zoneDayNumber } from './zoned-time.ts';

/** Festivals per page of the directory and of the new-call and last-days lists (spec §7, §9). */
export const FESTIVAL_PAGE_SIZE = 12;

export const FESTIVAL_SEARCH_MAX = 100;

/**
 * How a filter date compares with a festival's dates, by UTC calendar day. The three are disjoint:
 * - `before`: the festival's date (span) ends before the given day;
 * - `equal`: the given day falls on the festival's date (within its span);
 * - `after`: the festival's date (span) starts after the given day.
 */
export const COMPARER = ['before', 'after', 'equal'] as const;
export type Comparer = (typeof COMPARER)[number];

/**
 * How the festival directory is sorted: by deadline (the default: open calls first, the closest
 * deadline first), by lowest entry fee, by newest call, or by name (`directory-sort.ts`).
 */
export const DIRECTORY_SORTS = ['deadline', 'fee', 'newest', 'name'] as const;
/** The highest "fee up to" the directory takes: 1,000 euros. */
export const FEE_MAX_CENTS = 100_000;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/**
 * Search form of a name: lowercase, accents stripped, spaces collapsed. The same rule as
 * `searchName()` in packages/db (the `NomRecherche` columns), which domain may not import.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a festival's date or span (`from`..`to`, `to` defaulting to `from`) matches the filter
 * day under `comparer`. The festival's dates are read on its own calendar (`timeZone`): a deadline
 * at 23:59 on 20 June in Los Angeles is on 20 June, although it is 21 June in UTC. The filter
 * day is a plain date. A missing festival date never matches.
 */
export function matchesComparer(options: {
  comparer: Comparer;
  day: DateInput;
  from: DateInput | null;
  to?: DateInput | null;
  timeZone: string;
}): boolean {
  const { comparer, day, from, to, timeZone } = options;
  if (from === null) return false;
  const dayOf = (date: DateInput) =>
    timeZone === 'UTC' ? utcDayNumber(date) : zoneDayNumber(date, timeZone);
  const wanted = utcDayNumber(day);
  const start = dayOf(from);
  const end = to == null ? start : dayOf(to);
  if (comparer === 'before') return end < wanted;
  if (comparer === 'after') return start > wanted;
  return start <= wanted && wanted <= end;
}
