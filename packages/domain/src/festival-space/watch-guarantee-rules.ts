import { FESTIVAL_VISIBLE_STATUSES } from '../submissions/submission-state.ts';
import { SUBMISSION_STATUS } from '../submissions/submission-status.ts';
import { isWatchedToEnd } from './viewing-rules.ts';

/*
 * The guaranteed watch (issue 34; docs/decisions.md "The guaranteed watch"): a festival may promise,
 * per call, that every film is watched to the end by at least N of its members before the
 * decisions are published. "Watched to the end" is the viewing receipts' own rule
 * (`isWatchedToEnd`, on the film, never the trailer); a member counts once however many times
 * they watched. The server counts in SQL (`watch-guarantee-sql.ts`), and the tests hold that SQL
 * to these functions.
 */

/** The most members a call may promise (the check `campagne_visionnage_garanti_check`). */
export const WATCH_GUARANTEE_MAX = 10;

/** One member's furthest point in an entry's film, as the viewing rows keep it. */
export type FilmViewingRow = { member: number; furthest: number; duration: number };

/**
 * Whether a call's promise may change from `from` to `to` (null: none): freely while the call has
 * received no entry; afterwards only added or raised, never lowered nor removed, since filmmakers
 * paid under it.
 */
export function canChangeWatchGuarantee(options: {
  from: number | null;
  to: number | null;
  hasEntries: boolean;
}): boolean {
  const { from, to, hasEntries } = options;
  if (!hasEntries || from === null) return true;
  return to !== null && to >= from;
}

/** How many distinct members watched the film to the end. */
export function completeViewers(rows: readonly FilmViewingRow[]): number {
  const members = new Set<number>();
  for (const row of rows) if (isWatchedToEnd(row.furthest, row.duration)) members.add(row.member);
  return members.size;
}

/**
 * Whether the guarantee holds for an entry that `watchedBy` members watched to the end; null when
 * the call promises nothing (`required` null).
 */
export function watchGuaranteeKept(required: number | null, watchedBy: number): boolean | null {
  if (required === null) return null;
  return watchedBy >= required;
}

/**
 * The entries the promise covers: those the festival received (sent or later), except the
 * cancelled ones, which nobody judges.
 */
export function coveredByWatchGuarantee(statut: number): boolean {
  return (statut & FESTIVAL_VISIBLE_STATUSES) !== 0 && (statut & SUBMISSION_STATUS.cancelled) === 0;
}

/**
 * The covered entries watched to the end by fewer members than promised, in the given order:
 * what refuses a section's publication. None when the call promises nothing.
 */
export function entriesShortOfGuarantee<T extends { Statut: number; watchedBy: number }>(
  entries: readonly T[],
  required: number | null,
): T[] {
  if (required === null) return [];
  return entries.filter((entry) => coveredByWatchGuarantee(entry.Statut) && entry.watchedBy < required);
}

/**
 * Why a short entry is at risk on the managers' figures: `unassigned` when even if everyone
 * assigned to it (and not done yet) watched it, it would still fall short, so a manager must assign
 * it to more members; `pending` when the members assigned are enough and have yet to finish.
 */
export type WatchRisk = 'unassigned' | 'pending';

export function watchRisk(options: {
  required: number;
  watchedBy: number;
  /** Members assigned to the entry who have not watched it to the end. */
  assignedNotWatched: number;
}): WatchRisk | null {
  const { required, watchedBy, assignedNotWatched } = options;
  if (watchedBy >= required) return null;
  return watchedBy + assignedNotWatched >= required ? 'pending' : 'unassigned';
}

/**
 * Whole days left before `resultDate` (rounded up: a result tomorrow morning is one day away), 0
 * once it is past; null without a result date.
 */
export function daysUntil(resultDate: Date | null, now: Date): number | null {
  if (resultDate === null) return null;
  const days = Math.ceil((resultDate.getTime() - now.getTime()) / 86_400_000);
  return Math.max(0, days);
}

/** Whether a festival's current call promises the guaranteed watch (the directory's filter). */
export function promisesWatch(campaign: { VisionnageGaranti: number | null } | undefined | null): boolean {
  return campaign?.VisionnageGaranti != null && campaign.VisionnageGaranti >= 1;
}

/**
 * What the filmmaker's receipt says of the promise (`ZWatchGuaranteeReceipt`): null when the call
 * promises nothing or the entry is not covered (`coveredByWatchGuarantee`; the filmmaker sees the
 * published status, the same flags).
 */
export function watchGuaranteeReceipt(options: {
  required: number | null;
  Statut: number;
  rows: readonly FilmViewingRow[];
}): { required: number; watchedBy: number; kept: boolean } | null {
  const { required } = options;
  if (required === null || !coveredByWatchGuarantee(options.Statut)) return null;
  const watchedBy = completeViewers(options.rows);
  return { required, watchedBy, kept: watchedBy >= required };
}
