import { coverageOf } from '@shortlist/domain/festival-space/viewing-rules';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';
import { STATUS_FILTERS, statusName } from '../../shared/ui/submission-status-look.ts';

// Shared with the dashboard, which shows the same statuses in the same colours.
export { STATUS_FILTERS, statusColour, statusName } from '../../shared/ui/submission-status-look.ts';

/** The mask of the ticked filters (flags combine, docs/decisions.md). */
export function statusMask(names: readonly string[]): number {
  return names.reduce((mask, name) => mask | (SUBMISSION_STATUS[name as SubmissionStatusName] ?? 0), 0);
}

/** Consecutive entries of one film together, in the answer's order (films by title). */
export function groupByFilm<T extends { IdFilm: number }>(items: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(item.IdFilm);
    if (group) group.push(item);
    else groups.set(item.IdFilm, [item]);
  }
  return [...groups.values()];
}

/** What the filmmaker is told of the festival's viewing of one entry's film (issue 31). */
export type ViewingReceipt =
  | { coverage: 'notOpened' }
  | { coverage: 'partly'; firstOpenedAt: string; furthestPercent: number }
  | { coverage: 'full'; firstOpenedAt: string | null };

/**
 * The viewing receipt an entry shows, or none: none before the festival received the entry (in
 * the basket, or an answer without `viewing`), and none for a cancelled entry the festival never
 * opened ("not opened yet" would promise a viewing that will not come).
 */
export function viewingReceipt(item: SubmissionListItem): ViewingReceipt | null {
  const viewing = item.viewing;
  const status = statusName(item.Statut);
  if (!viewing || status === 'notFinished') return null;
  const coverage = coverageOf({ opened: viewing.firstOpenedAt !== null, watchedToEnd: viewing.watchedToEnd });
  if (coverage === 'full') return { coverage, firstOpenedAt: viewing.firstOpenedAt };
  if (coverage === 'partly' && viewing.firstOpenedAt !== null) {
    return { coverage, firstOpenedAt: viewing.firstOpenedAt, furthestPercent: viewing.furthestPercent };
  }
  return status === 'cancelled' ? null : { coverage: 'notOpened' };
}

/** The status names a mask holds, among the page's filters (a saved view's filter, issue 34). */
export function statusNames(mask: number): string[] {
  return STATUS_FILTERS.filter((name) => (mask & SUBMISSION_STATUS[name]) !== 0);
}
