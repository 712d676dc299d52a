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

/** The submissions page's status filter in its URL (`?status=sent,selected`), so other screens can link to it filtered. */
export const STATUS_PARAM = 'status';

/** The status names of the URL's filter that the page offers; anything else is ignored. */
export function statusesFromParam(value: string | null): string[] {
  const names = new Set((value ?? '').split(','));
  return STATUS_FILTERS.filter((name) => names.has(name));
}
