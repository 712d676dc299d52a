import { type CalendarEvent, type Dated, nextDeadline } from './calendar-rules.ts';
import { type CampaignSummary, compareForDirectory, directorySortKey } from './campaign-rules.ts';
import { type DirectorySort, normalizeSearch } from './festival-filter.ts';
import type { DateInput } from './utc-days.ts';

/*
 * The orders of the festival directory (`DirectorySort` in festival-filter.ts). The SQL says the
 * same in `directory-sql.ts` (`directoryOrder`), and `directory.test.ts` checks each order
 * against `compareDirectory`.
 */

/** A section of the current campaign with its calendar, as the fee order reads it. */
export type FeeSection = { IsPayant: boolean; events: readonly CalendarEvent[] };

/**
 * The lowest fee of an entry at the festival's next deadlines, in cents: 0 when a free section
 * still has a deadline ahead; undefined when no section has one (nothing to enter). A deadline
 * is ahead until its day ends on the festival's calendar (`timeZone`).
 */
export function lowestEntryFee(
  sections: readonly FeeSection[],
  now: Date,
  timeZone: string,
): number | undefined {
  let lowest: number | undefined;
  for (const section of sections) {
    const deadline = nextDeadline(section.events, now, timeZone);
    if (!deadline) continue;
    const fee = section.IsPayant ? deadline.Prix : 0;
    if (lowest === undefined || fee < lowest) lowest = fee;
  }
  return lowest;
}

/**
 * The next deadline a festival's card prints (issue 32): the earliest of its current campaign's
 * sections' next deadlines (`nextDeadline`: a closing or extension whose day is not past on the
 * festival's calendar, `timeZone`); undefined when none is ahead. "Sort by deadline" orders the
 * directory by this same deadline (`compareDirectory`), the SQL by its copy in directory-sql.ts.
 */
export function festivalNextDeadline<E extends CalendarEvent>(
  sections: readonly { events: readonly E[] }[],
  now: Date,
  timeZone: string,
): Dated<E> | undefined {
  let earliest: Dated<E> | undefined;
  for (const section of sections) {
    const next = nextDeadline(section.events, now, timeZone);
    if (next && (!earliest || new Date(next.DateEvent).getTime() < new Date(earliest.DateEvent).getTime()))
      earliest = next;
  }
  return earliest;
}

/** What the orders read of a festival. */
export type SortableFestival = {
  Id: number;
  Nom: string;
  campaign: CampaignSummary | null | undefined;
  /** `lowestEntryFee` of its current campaign's sections. */
  lowestFee: number | undefined;
  /** `festivalNextDeadline` of its current campaign's sections: the deadline its card prints. */
  nextDeadline: DateInput | undefined;
};

const time = (date: DateInput | null | undefined): number | undefined =>
  date === null || date === undefined ? undefined : new Date(date).getTime();

/** Ascending with missing values last. */
function ascending(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
}

/** Code-point order of the search form of names (`NomRecherche`, compared `collate "C"` in SQL). */
function byName(a: string, b: string): number {
  const x = normalizeSearch(a);
  const y = normalizeSearch(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * The deadline order (the default sort, and every other sort's tie-break): campaign status as
 * `DIRECTORY_STATUS_ORDER` ranks it (calls in progress first), then the next deadline each card
 * prints, soonest first (none last), then the campaign's closing and opening dates, then the id.
 */
function byDeadline(a: SortableFestival, b: SortableFestival): number {
  const rank = (f: SortableFestival) => directorySortKey(f.campaign)[0];
  return (
    rank(a) - rank(b) ||
    ascending(time(a.nextDeadline), time(b.nextDeadline)) ||
    compareForDirectory(a.campaign, b.campaign) ||
    a.Id - b.Id
  );
}

/** Comparator of the directory under `sort`; ties fall back to the deadline order. */
export function compareDirectory(sort: DirectorySort, a: SortableFestival, b: SortableFestival): number {
  let first = 0;
  if (sort === 'fee') first = ascending(a.lowestFee, b.lowestFee);
  if (sort === 'newest') {
    // The latest opening date first; festivals without a campaign last.
    const x = time(a.campaign?.OuvertureCampagne);
    const y = time(b.campaign?.OuvertureCampagne);
    first = ascending(x === undefined ? undefined : -x, y === undefined ? undefined : -y);
  }
  if (sort === 'name') first = byName(a.Nom, b.Nom);
  return first || byDeadline(a, b);
}
