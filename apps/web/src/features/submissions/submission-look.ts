import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';

// Shared with the dashboard, which shows the same statuses in the same colours.
export { STATUS_FILTERS, statusColour, statusName } from '../../shared/ui/submission-status-look.ts';

/** The mask of the ticked filters (flags combine, DECISIONS.md). */
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
