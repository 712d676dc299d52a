import { type CalendarEvent, isSectionClosed } from '../festivals/calendar-rules.ts';
import { normalizeSearch } from '../festivals/festival-filter.ts';
import { SUBMISSION_STATUS } from './submission-status.ts';

/**
 * Whether a submission's status is in the filter mask (docs/decisions.md: filters combine flags).
 * No mask, or an empty one, keeps every status: an untouched filter hides nothing.
 */
export function matchesStatusMask(statut: number, mask: number | undefined): boolean {
  return !mask || (statut & mask) !== 0;
}

/**
 * `normalizeSearch` with the French ligatures spelt out: NFD leaves "œ" whole, and a filmmaker
 * types "coeur" for "Cœur". Both sides are read in the browser or after translation, so no
 * stored search column has to agree with it.
 */
function searchForm(text: string): string {
  return normalizeSearch(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** The search of the submissions page: film title, festival name or section label, accent- and case-insensitive. */
export function matchesSubmissionSearch(
  item: { filmTitle: string; festivalName: string; sectionLabel: string },
  search: string | undefined,
): boolean {
  const term = searchForm(search ?? '');
  if (term === '') return true;
  return [item.filmTitle, item.festivalName, item.sectionLabel].some((text) =>
    searchForm(text).includes(term),
  );
}

/**
 * An unfinished entry (still in the basket) whose section's calendar has closed can no longer be
 * sent: the page marks it expired. A sent entry is never expired: the festival has it.
 */
export function isSubmissionExpired(
  statut: number,
  events: readonly CalendarEvent[],
  now: Date,
  timeZone?: string,
): boolean {
  return statut === SUBMISSION_STATUS.notFinished && isSectionClosed(events, now, timeZone);
}
