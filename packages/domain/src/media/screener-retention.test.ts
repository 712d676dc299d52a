import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUS as S } from '../submissions/submission-status.ts';
import {
  effectiveRetentionDates,
  entryRetentionDate,
  type RetentionEntry,
  retentionAction,
  screenerRetention,
} from './screener-retention.ts';
import { addMonths } from './video-retention.ts';

const d = (iso: string) => new Date(iso);

const uploaded = { DateExpiration: d('2026-12-04T10:00:00Z'), DateProlongation: null };

const entry = (values: Partial<RetentionEntry>): RetentionEntry => ({
  IdInscription: 1,
  festival: 'Clermont',
  StatutPublie: S.sent,
  resultAt: d('2027-06-12T10:00:00Z'),
  closingAt: d('2027-01-31T22:59:00Z'),
  ...values,
});

describe('screener retention (docs/decisions.md "Screener retention")', () => {
  it('keeps a video 2 months after its upload when no entry was sent', () => {
    const kept = screenerRetention({ video: uploaded, entries: [], now: d('2026-10-04T00:00:00Z') });
    expect(kept).toEqual({ until: uploaded.DateExpiration, reason: { kind: 'upload' }, held: false });
    // An entry still in the basket keeps nothing.
    const basket = entry({ StatutPublie: S.notFinished });
    expect(
      screenerRetention({ video: uploaded, entries: [basket], now: d('2026-10-04T00:00:00Z') }).until,
    ).toEqual(uploaded.DateExpiration);
  });

  it('keeps it exactly 30 days after the latest result date of the sent entries', () => {
    expect(entryRetentionDate({ resultAt: d('2027-06-12T10:00:00Z'), closingAt: null })).toEqual(
      d('2027-07-12T10:00:00Z'),
    );
    const early = entry({ IdInscription: 2, festival: 'Annecy', resultAt: d('2027-04-01T10:00:00Z') });
    const kept = screenerRetention({
      video: uploaded,
      entries: [early, entry({})],
      now: d('2026-10-04T00:00:00Z'),
    });
    expect(kept.until).toEqual(d('2027-07-12T10:00:00Z'));
    expect(kept.reason).toMatchObject({
      kind: 'entry',
      IdInscription: 1,
      festival: 'Clermont',
      awaiting: true,
    });
    expect(kept.held).toBe(true);
  });

  it('takes the call’s closing date plus 3 months when the section has no result date', () => {
    const undated = entry({ resultAt: null });
    expect(entryRetentionDate(undated)).toEqual(d('2027-04-30T22:59:00Z'));
    const kept = screenerRetention({ video: uploaded, entries: [undated], now: d('2026-10-04T00:00:00Z') });
    expect(kept.until).toEqual(addMonths(d('2027-01-31T22:59:00Z'), 3));
    expect(kept.reason).toMatchObject({ kind: 'entry', resultAt: null });
  });

  it('holds the video past every date while an entry awaits, and not once its decision is published', () => {
    const late = d('2027-08-01T00:00:00Z');
    for (const StatutPublie of [S.sent, S.validated]) {
      const kept = screenerRetention({ video: uploaded, entries: [entry({ StatutPublie })], now: late });
      expect(kept).toMatchObject({ until: null, held: true, reason: { kind: 'entry', awaiting: true } });
      expect(retentionAction({ video: uploaded, entries: [entry({ StatutPublie })], now: late })).toBe(
        'keep',
      );
    }
    // Published "not selected": the entry no longer holds; the owner is warned, then 14 days go by.
    const decided = [entry({ StatutPublie: S.notSelected })];
    expect(retentionAction({ video: uploaded, entries: decided, now: late })).toBe('warn');
    const warned = { ...uploaded, DateAvertissement: late };
    expect(screenerRetention({ video: warned, entries: decided, now: late })).toMatchObject({
      until: d('2027-08-15T00:00:00Z'),
      reason: { kind: 'warning' },
      held: false,
    });
    expect(retentionAction({ video: warned, entries: decided, now: d('2027-08-15T23:00:00Z') })).toBe('keep');
    expect(retentionAction({ video: warned, entries: decided, now: d('2027-08-16T00:00:00Z') })).toBe(
      'delete',
    );
    // A cancelled (refunded) entry gives nothing.
    const cancelled = [entry({ StatutPublie: S.cancelled })];
    expect(screenerRetention({ video: uploaded, entries: cancelled, now: late }).held).toBe(false);
  });

  it('warns 14 days before the limit and deletes only after the day shown as the last', () => {
    const limit = d('2027-07-12T10:00:00Z');
    const decided = [entry({ StatutPublie: S.selected })];
    expect(retentionAction({ video: uploaded, entries: decided, now: d('2027-06-27T12:00:00Z') })).toBe(
      'keep',
    );
    expect(retentionAction({ video: uploaded, entries: decided, now: d('2027-06-28T00:00:00Z') })).toBe(
      'warn',
    );
    const warned = { ...uploaded, DateAvertissement: d('2027-06-28T00:01:00Z') };
    expect(
      screenerRetention({ video: warned, entries: decided, now: d('2027-07-01T00:00:00Z') }).until,
    ).toEqual(limit);
    expect(retentionAction({ video: warned, entries: decided, now: d('2027-07-12T23:59:00Z') })).toBe('keep');
    expect(retentionAction({ video: warned, entries: decided, now: d('2027-07-13T00:00:00Z') })).toBe(
      'delete',
    );
  });

  it('never deletes without a warning about the current limit', () => {
    // Warned for the upload's limit, then an entry moved the limit later: that warning no longer stands.
    const warned = { ...uploaded, DateAvertissement: d('2026-11-20T00:00:00Z') };
    const decided = [entry({ StatutPublie: S.notSelected })];
    expect(retentionAction({ video: warned, entries: decided, now: d('2027-07-13T00:00:00Z') })).toBe('warn');
    // Not warned at all and past the limit: warned now, kept 14 days from today meanwhile.
    const kept = screenerRetention({ video: uploaded, entries: [], now: d('2027-01-10T08:00:00Z') });
    expect(kept.until).toEqual(d('2027-01-24T08:00:00Z'));
    expect(retentionAction({ video: uploaded, entries: [], now: d('2027-01-10T08:00:00Z') })).toBe('warn');
  });

  it('names the SuperStamp when its year is the latest date', () => {
    const stamped = { ...uploaded, DateProlongation: d('2027-12-04T10:00:00Z') };
    const kept = screenerRetention({ video: stamped, entries: [entry({})], now: d('2026-10-04T00:00:00Z') });
    expect(kept).toMatchObject({
      until: d('2027-12-04T10:00:00Z'),
      reason: { kind: 'superStamp' },
      held: true,
    });
  });

  it('gives the other readers dates that are not expired while held or in notice', () => {
    const now = d('2027-08-01T00:00:00Z');
    const held = screenerRetention({ video: uploaded, entries: [entry({})], now });
    expect(effectiveRetentionDates(uploaded, held, now).DateProlongation).toEqual(now);
    const free = screenerRetention({ video: uploaded, entries: [], now: d('2026-10-04T00:00:00Z') });
    expect(effectiveRetentionDates(uploaded, free, now)).toEqual({
      DateExpiration: uploaded.DateExpiration,
      DateProlongation: uploaded.DateExpiration,
    });
  });
});
