import { describe, expect, it } from 'vitest';
import {
  isFinalSubmissionStatus,
  nextSubmissionStatus,
  reachableStatuses,
  SUBMISSION_ACTORS,
} from './submission-state.ts';
import { SUBMISSION_STATUS as S } from './submission-status.ts';

// docs/decisions.md "Allowed transitions", written out as the table a reader checks it against.
const ALLOWED: ReadonlyArray<[from: number, to: number, actors: string[]]> = [
  [S.notFinished, S.sent, ['platform']],
  [S.sent, S.validated, ['festival']],
  [S.sent, S.cancelled, ['platform', 'festival']],
  [S.validated, S.selected, ['festival']],
  [S.validated, S.notSelected, ['festival']],
  [S.validated, S.selectedElsewhere, ['festival']],
  [S.selected, S.awarded, ['festival']],
];
const FLAGS = Object.values(S);

describe('the submission state machine', () => {
  it('takes exactly the arrows of docs/decisions.md, each only for its actors', () => {
    for (const from of FLAGS) {
      for (const to of FLAGS) {
        for (const actor of SUBMISSION_ACTORS) {
          const allowed = ALLOWED.some(([f, t, actors]) => f === from && t === to && actors.includes(actor));
          expect(nextSubmissionStatus(from, to, actor).ok, `${from} -> ${to} by ${actor}`).toBe(allowed);
        }
      }
    }
  });

  it('says why it refuses: no such arrow, an arrow for someone else, an unknown status', () => {
    expect(nextSubmissionStatus(S.sent, S.selected, 'festival')).toMatchObject({
      ok: false,
      reason: 'no-arrow',
    });
    expect(nextSubmissionStatus(S.notFinished, S.sent, 'festival')).toMatchObject({
      ok: false,
      reason: 'not-allowed',
    });
    expect(nextSubmissionStatus(S.sent, 3, 'festival')).toMatchObject({
      ok: false,
      reason: 'unknown-status',
    });
    expect(nextSubmissionStatus(256, S.sent, 'platform')).toMatchObject({
      ok: false,
      reason: 'unknown-status',
    });
  });

  it('offers a festival the statuses it may move an entry to', () => {
    expect(reachableStatuses(S.sent, 'festival')).toEqual([S.validated, S.cancelled]);
    expect(reachableStatuses(S.validated, 'festival')).toEqual([
      S.selected,
      S.notSelected,
      S.selectedElsewhere,
    ]);
    expect(reachableStatuses(S.notFinished, 'festival')).toEqual([]);
  });

  it('keeps cancelled and awarded final', () => {
    expect(isFinalSubmissionStatus(S.cancelled)).toBe(true);
    expect(isFinalSubmissionStatus(S.awarded)).toBe(true);
    expect(isFinalSubmissionStatus(S.validated)).toBe(false);
  });
});
