import { describe, expect, it } from 'vitest';
import {
  CALENDAR_RULE,
  callBounds,
  callCalendarErrors,
  canEditCalendar,
  type DraftEvent,
  entriesPaidAboveNewFee,
  localDateTimeToUtc,
  parseLocalDateTime,
  sectionCalendarErrors,
  type TimedEvent,
  timedEvents,
  toLocalDateTime,
} from './calendar-edit.ts';
import { calendarPreview } from './calendar-preview.ts';

const PARIS = 'Europe/Paris';
const ev = (Type: DraftEvent['Type'], DateEvent: string, Prix = 0): DraftEvent => ({ Type, DateEvent, Prix });
const good: DraftEvent[] = [
  ev('opening', '2027-01-10T09:00'),
  ev('closing', '2027-02-28T23:59', 1500),
  ev('closing', '2027-03-31T23:59', 2500),
  ev('extension', '2027-04-15T23:59', 3500),
  ev('result', '2027-06-01T12:00'),
];
const errors = (events: DraftEvent[], IsPayant = true) =>
  sectionCalendarErrors({ IsPayant, events }, { timeZone: PARIS, path: 'sections.0' }).map(
    (e) => `${e.path} ${e.code}`,
  );

describe('local date-times', () => {
  it('reads a real wall time and refuses days that do not exist or years out of range', () => {
    expect(parseLocalDateTime('2027-03-31T23:59')).toEqual({
      year: 2027,
      month: 3,
      day: 31,
      hour: 23,
      minute: 59,
    });
    for (const bad of [
      '2027-02-29T10:00',
      '2027-13-01T10:00',
      '2027-04-31T10:00',
      '2027-01-01T24:00',
      '1999-12-31T23:59',
      '2101-01-01T00:00',
      '2027-1-1T1:00',
      '',
    ]) {
      expect(parseLocalDateTime(bad), bad).toBeNull();
    }
    expect(parseLocalDateTime('2028-02-29T10:00')).not.toBeNull();
  });

  it("converts on the festival's clock, both ways, across a clock change", () => {
    expect(localDateTimeToUtc('2027-01-31T23:59', PARIS)?.toISOString()).toBe('2027-01-31T22:59:00.000Z');
    expect(localDateTimeToUtc('2027-07-31T23:59', PARIS)?.toISOString()).toBe('2027-07-31T21:59:00.000Z');
    expect(localDateTimeToUtc('2027-07-31T23:59', 'America/Los_Angeles')?.toISOString()).toBe(
      '2027-08-01T06:59:00.000Z',
    );
    expect(toLocalDateTime(new Date('2027-08-01T06:59:00Z'), 'America/Los_Angeles')).toBe('2027-07-31T23:59');
    expect(toLocalDateTime(new Date('2027-01-31T22:59:00Z'), PARIS)).toBe('2027-01-31T23:59');
  });
});

describe('who may change a calendar', () => {
  it('not while Shortlist verifies the call, nor once it is closed', () => {
    expect(canEditCalendar('preparation')).toBe(true);
    expect(canEditCalendar('verification-handled')).toBe(true);
    expect(canEditCalendar('open')).toBe(true);
    expect(canEditCalendar('verification-requested')).toBe(false);
    expect(canEditCalendar('closed')).toBe(false);
  });
});

describe('a section calendar', () => {
  it('accepts opening < deadlines < extension < results, and an empty calendar', () => {
    expect(errors(good)).toEqual([]);
    expect(errors([])).toEqual([]);
    expect(errors([ev('opening', '2027-01-10T09:00'), ev('closing', '2027-02-28T23:59', 0)])).toEqual([]);
  });

  it('accepts any order between the fees: the spec sets none', () => {
    expect(
      errors([
        ev('opening', '2027-01-10T09:00'),
        ev('closing', '2027-02-01T23:59', 3000),
        ev('closing', '2027-03-01T23:59', 1000),
      ]),
    ).toEqual([]);
  });

  it('needs one opening and at least one deadline', () => {
    expect(errors([ev('closing', '2027-02-28T23:59')])).toEqual([
      `sections.0.events ${CALENDAR_RULE.openingRequired}`,
    ]);
    expect(errors([ev('opening', '2027-01-10T09:00'), ev('result', '2027-06-01T12:00')])).toEqual([
      `sections.0.events ${CALENDAR_RULE.deadlineRequired}`,
    ]);
    expect(errors([...good, ev('opening', '2027-01-11T09:00')])).toEqual([
      `sections.0.events.5.Type ${CALENDAR_RULE.openingTwice}`,
    ]);
    expect(errors([...good, ev('extension', '2027-04-20T09:00')])).toEqual([
      `sections.0.events.5.Type ${CALENDAR_RULE.extensionTwice}`,
    ]);
    expect(errors([...good, ev('result', '2027-06-20T09:00')])).toEqual([
      `sections.0.events.5.Type ${CALENDAR_RULE.resultTwice}`,
    ]);
  });

  it('names the deadline that falls after the results', () => {
    const late = [...good.slice(0, 4), ev('result', '2027-03-15T12:00')];
    expect(errors(late)).toEqual([
      `sections.0.events.2.DateEvent ${CALENDAR_RULE.deadlineAfterResults}`,
      `sections.0.events.3.DateEvent ${CALENDAR_RULE.deadlineAfterResults}`,
    ]);
  });

  it('refuses a deadline at or before the opening, two deadlines at one instant, an extension before a deadline', () => {
    expect(errors([ev('opening', '2027-03-01T09:00'), ev('closing', '2027-03-01T09:00')])).toEqual([
      `sections.0.events.1.DateEvent ${CALENDAR_RULE.beforeOpening}`,
    ]);
    expect(
      errors([
        ev('opening', '2027-01-01T09:00'),
        ev('closing', '2027-03-01T23:59'),
        ev('closing', '2027-03-01T23:59'),
      ]),
    ).toEqual([`sections.0.events.2.DateEvent ${CALENDAR_RULE.sameTime}`]);
    expect(
      errors([
        ev('opening', '2027-01-01T09:00'),
        ev('closing', '2027-03-01T23:59'),
        ev('extension', '2027-02-01T23:59'),
      ]),
    ).toEqual([`sections.0.events.2.DateEvent ${CALENDAR_RULE.extensionBeforeDeadline}`]);
  });

  it('refuses an impossible date and fees that are not whole cents from 0, or any fee on a free section', () => {
    expect(errors([ev('opening', '2027-02-30T09:00'), ev('closing', '2027-03-01T23:59')])).toEqual([
      `sections.0.events.0.DateEvent ${CALENDAR_RULE.dateInvalid}`,
    ]);
    expect(errors([ev('opening', '2027-01-01T09:00'), ev('closing', '2027-03-01T23:59', -1)])).toEqual([
      `sections.0.events.1.Prix ${CALENDAR_RULE.feeInvalid}`,
    ]);
    expect(errors([ev('opening', '2027-01-01T09:00'), ev('closing', '2027-03-01T23:59', 12.5)])).toEqual([
      `sections.0.events.1.Prix ${CALENDAR_RULE.feeInvalid}`,
    ]);
    expect(
      errors([ev('opening', '2027-01-01T09:00'), ev('closing', '2027-03-01T23:59', 1000)], false),
    ).toEqual([`sections.0.events.1.Prix ${CALENDAR_RULE.feeOnFreeSection}`]);
  });

  it("refuses a section that is not the call's, or named twice", () => {
    const known = new Map([[7, { IsPayant: true }]]);
    const found = callCalendarErrors(
      [
        { IdCampagneSection: 7, events: good },
        { IdCampagneSection: 7, events: good },
        { IdCampagneSection: 8, events: [] },
      ],
      { timeZone: PARIS, known },
    );
    expect(found.map((e) => e.path)).toEqual([
      'sections.1.IdCampagneSection',
      'sections.2.IdCampagneSection',
    ]);
  });
});

describe('lowered fees', () => {
  const timed = (events: DraftEvent[]) => timedEvents(events, PARIS) as TimedEvent[];
  const before = new Map([[1, timed(good)]]);
  const entries = [
    { IdCampagneSection: 1, DateSoumission: new Date('2027-02-10T10:00:00Z') }, // early: 15 €
    { IdCampagneSection: 1, DateSoumission: new Date('2027-03-10T10:00:00Z') }, // regular: 25 €
    { IdCampagneSection: 2, DateSoumission: new Date('2027-03-10T10:00:00Z') }, // another section
  ];
  const count = (after: DraftEvent[]) =>
    entriesPaidAboveNewFee({ before, after: new Map([[1, timed(after)]]), entries, timeZone: PARIS });

  it('counts the paid entries the new calendar would have charged less', () => {
    expect(count(good)).toBe(0);
    expect(count(good.map((e) => (e.Prix === 2500 ? { ...e, Prix: 2000 } : e)))).toBe(1);
    expect(count(good.map((e) => (e.Type === 'closing' ? { ...e, Prix: 1000 } : e)))).toBe(2);
    // Raising a fee, or moving a deadline so that an entry falls in a dearer step, lowers nothing.
    expect(count(good.map((e) => (e.Prix === 1500 ? { ...e, Prix: 1800 } : e)))).toBe(0);
  });

  it('leaves a section whose calendar is not replaced alone', () => {
    expect(entriesPaidAboveNewFee({ before, after: new Map(), entries, timeZone: PARIS })).toBe(0);
  });
});

describe('call bounds and preview', () => {
  it('opens at the first opening and closes at the last deadline', () => {
    const bounds = callBounds([
      timedEvents(good, PARIS) as TimedEvent[],
      timedEvents(good.slice(0, 2), 'UTC') as TimedEvent[],
    ]);
    expect(bounds.OuvertureCampagne?.toISOString()).toBe('2027-01-10T08:00:00.000Z');
    expect(bounds.FermetureCampagne?.toISOString()).toBe('2027-04-15T21:59:00.000Z');
    expect(callBounds([[]])).toEqual({ OuvertureCampagne: null, FermetureCampagne: null });
  });

  it('draws the public table from the draft: a column per deadline, the fee of each section', () => {
    const preview = calendarPreview(
      [
        {
          IdCampagneSection: 1,
          Libelle: 'Shorts',
          IsPayant: true,
          IsPublic: true,
          IsInscription: true,
          events: good,
        },
        {
          IdCampagneSection: 2,
          Libelle: 'Students',
          IsPayant: false,
          IsPublic: true,
          IsInscription: true,
          events: good.slice(0, 3).map((e) => ({ ...e, Prix: 0 })),
        },
      ],
      { now: new Date('2027-03-05T10:00:00Z'), timeZone: PARIS, word: (d) => `on ${d.toISOString()}` },
    );
    expect(preview.columns.map((c) => [c.Type, c.expired, c.next])).toEqual([
      ['closing', true, false],
      ['closing', false, true],
      ['extension', false, false],
    ]);
    // A name is the column's when every section gives the same one (the free section gives none).
    expect(preview.columns.map((c) => c.LibelleEvent)).toEqual([null, null, null]);
    expect(preview.rows[0]?.cells).toEqual([
      { kind: 'fee', cents: 1500 },
      { kind: 'fee', cents: 2500 },
      { kind: 'fee', cents: 3500 },
    ]);
    expect(preview.rows[1]?.cells).toEqual([{ kind: 'free' }, { kind: 'free' }, { kind: 'none' }]);
    expect(preview.results).toEqual(['2027-06-01T10:00:00.000Z']);
    const alone = calendarPreview(
      [
        {
          IdCampagneSection: 1,
          Libelle: 'Shorts',
          IsPayant: true,
          IsPublic: true,
          IsInscription: true,
          events: good,
          labels: { closing: ['Early bird', null] },
        },
      ],
      { now: new Date('2027-03-05T10:00:00Z'), timeZone: PARIS, word: (d) => d.toISOString() },
    );
    expect(alone.columns.map((c) => c.LibelleEvent)).toEqual(['Early bird', null, null]);
  });
});
