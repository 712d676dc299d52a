import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';

/** The status flags in the order the page offers them as filters (the life of an entry). */
export const STATUS_FILTERS: readonly SubmissionStatusName[] = [
  'notFinished',
  'sent',
  'validated',
  'selected',
  'selectedElsewhere',
  'notSelected',
  'awarded',
  'cancelled',
];

/** The name of the one flag a submission holds (`Statut`); an unknown value reads as sent. */
export function statusName(statut: number): SubmissionStatusName {
  const entry = Object.entries(SUBMISSION_STATUS).find(([, flag]) => flag === statut);
  return (entry?.[0] as SubmissionStatusName | undefined) ?? 'sent';
}

/**
 * Spec §4 colours: validated blue, cancelled gray, not selected red, sent yellow, awarded purple,
 * selected green, unfinished indigo if payment is pending else pink. Selected elsewhere is a
 * selection too (green): the spec names no colour of its own for it.
 */
export function statusColour(status: SubmissionStatusName, paymentPending: boolean): string {
  switch (status) {
    case 'validated':
      return 'blue';
    case 'cancelled':
      return 'gray';
    case 'notSelected':
      return 'red';
    case 'sent':
      return 'yellow';
    case 'awarded':
      return 'grape';
    case 'selected':
    case 'selectedElsewhere':
      return 'green';
    case 'notFinished':
      return paymentPending ? 'indigo' : 'pink';
  }
}

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
