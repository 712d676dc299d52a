import { type CalendarEvent, nextDeadline } from './calendar-rules.ts';
import { type CampaignSummary, compareForDirectory } from './campaign-rules.ts';
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

/** What the orders read of a festival. */
export type SortableFestival = {
  Id: number;
  Nom: string;
  campaign: CampaignSummary | null | undefined;
  /** `lowestEntryFee` of its current campaign's sections. */
  lowestFee: number | undefined;
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

/** Comparator of the directory under `sort`; ties fall back to the deadline order, then the id. */
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
  return first || compareForDirectory(a.campaign, b.campaign) || a.Id - b.Id;
}
