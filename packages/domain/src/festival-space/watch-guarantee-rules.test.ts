import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUS as S } from '../submissions/submission-status.ts';
import {
  canChangeWatchGuarantee,
  completeViewers,
  coveredByWatchGuarantee,
  daysUntil,
  entriesShortOfGuarantee,
  promisesWatch,
  watchGuaranteeKept,
  watchGuaranteeReceipt,
  watchRisk,
} from './watch-guarantee-rules.ts';

describe('the guaranteed watch', () => {
  it('counts each member once, only when they watched to the end', () => {
    expect(completeViewers([])).toBe(0);
    expect(
      completeViewers([
        { member: 1, furthest: 591, duration: 600 },
        { member: 2, furthest: 570, duration: 600 },
        { member: 3, furthest: 569, duration: 600 },
        { member: 4, furthest: 0, duration: 0 },
      ]),
    ).toBe(2);
    // A member's rows for the same film (two reports of the running time) count once.
    expect(
      completeViewers([
        { member: 1, furthest: 600, duration: 600 },
        { member: 1, furthest: 600, duration: 610 },
      ]),
    ).toBe(1);
  });

  it('is kept from N members on, and says nothing without a promise', () => {
    expect(watchGuaranteeKept(2, 1)).toBe(false);
    expect(watchGuaranteeKept(2, 2)).toBe(true);
    expect(watchGuaranteeKept(2, 3)).toBe(true);
    expect(watchGuaranteeKept(null, 0)).toBeNull();
  });

  it('covers the entries the festival received, never unfinished or cancelled ones', () => {
    for (const status of [S.sent, S.validated, S.selected, S.notSelected, S.selectedElsewhere, S.awarded])
      expect(coveredByWatchGuarantee(status)).toBe(true);
    expect(coveredByWatchGuarantee(S.notFinished)).toBe(false);
    expect(coveredByWatchGuarantee(S.cancelled)).toBe(false);
  });

  it('lists the covered entries short of the promise, in their order', () => {
    const entries = [
      { id: 1, Statut: S.sent, watchedBy: 0 },
      { id: 2, Statut: S.selected, watchedBy: 2 },
      { id: 3, Statut: S.cancelled, watchedBy: 0 },
      { id: 4, Statut: S.notSelected, watchedBy: 1 },
      { id: 5, Statut: S.notFinished, watchedBy: 0 },
    ];
    expect(entriesShortOfGuarantee(entries, 2).map((e) => e.id)).toEqual([1, 4]);
    expect(entriesShortOfGuarantee(entries, 1).map((e) => e.id)).toEqual([1]);
    expect(entriesShortOfGuarantee(entries, null)).toEqual([]);
  });

  it('tells an entry that needs more members assigned from one waiting for them', () => {
    expect(watchRisk({ required: 2, watchedBy: 2, assignedNotWatched: 0 })).toBeNull();
    expect(watchRisk({ required: 2, watchedBy: 1, assignedNotWatched: 1 })).toBe('pending');
    expect(watchRisk({ required: 2, watchedBy: 0, assignedNotWatched: 1 })).toBe('unassigned');
    expect(watchRisk({ required: 3, watchedBy: 0, assignedNotWatched: 0 })).toBe('unassigned');
  });

  it('counts whole days left before the result, rounded up, never below 0', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil(new Date('2027-01-11T09:00:00Z'), now)).toBe(1);
    expect(daysUntil(new Date('2027-01-20T12:00:00Z'), now)).toBe(10);
    expect(daysUntil(new Date('2027-01-01T00:00:00Z'), now)).toBe(0);
  });

  it('gives the filmmaker the count and whether the promise was kept', () => {
    const rows = [
      { member: 1, furthest: 600, duration: 600 },
      { member: 2, furthest: 100, duration: 600 },
    ];
    expect(watchGuaranteeReceipt({ required: 2, Statut: S.sent, rows })).toEqual({
      required: 2,
      watchedBy: 1,
      kept: false,
    });
    expect(watchGuaranteeReceipt({ required: 1, Statut: S.selected, rows })?.kept).toBe(true);
    expect(watchGuaranteeReceipt({ required: null, Statut: S.sent, rows })).toBeNull();
    expect(watchGuaranteeReceipt({ required: 2, Statut: S.cancelled, rows })).toBeNull();
  });

  it('changes freely before entries, then is only added or raised', () => {
    expect(canChangeWatchGuarantee({ from: 3, to: null, hasEntries: false })).toBe(true);
    expect(canChangeWatchGuarantee({ from: null, to: 2, hasEntries: true })).toBe(true);
    expect(canChangeWatchGuarantee({ from: 2, to: 3, hasEntries: true })).toBe(true);
    expect(canChangeWatchGuarantee({ from: 2, to: 2, hasEntries: true })).toBe(true);
    expect(canChangeWatchGuarantee({ from: 2, to: 1, hasEntries: true })).toBe(false);
    expect(canChangeWatchGuarantee({ from: 2, to: null, hasEntries: true })).toBe(false);
    expect(canChangeWatchGuarantee({ from: null, to: null, hasEntries: true })).toBe(true);
  });

  it('marks a festival whose current call promises a watch', () => {
    expect(promisesWatch({ VisionnageGaranti: 2 })).toBe(true);
    expect(promisesWatch({ VisionnageGaranti: null })).toBe(false);
    expect(promisesWatch(undefined)).toBe(false);
  });
});
