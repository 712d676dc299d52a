import { describe, expect, it } from 'vitest';
import { datesAndFees, feeCell, sectionStatus } from './dates-and-fees.ts';

type Ev = { Type: 'opening' | 'closing' | 'extension' | 'result'; DateEvent: string; Prix: number };
const ev = (
  Type: Ev['Type'],
  DateEvent: string,
  Prix = 0,
  LibelleEvent: string | null = null,
  expired = false,
) => ({
  Type,
  DateEvent,
  Prix,
  LibelleEvent,
  expired,
  // The server's words for the instant on the festival's clock: the table passes them on.
  text: `said ${DateEvent}`,
});
let nextId = 1;
const section = (over: Partial<Parameters<typeof datesAndFees>[0][number]> = {}) => ({
  IdCampagneSection: nextId++,
  Libelle: `Section ${nextId}`,
  IsPayant: true,
  IsPublic: true,
  IsInscription: true,
  isClosed: false,
  opensOn: null,
  opensOnDay: null,
  events: [],
  ...over,
});

const EARLY = '2026-03-01T22:59:00.000Z';
const REGULAR = '2026-04-01T21:59:00.000Z';
const EXTENSION = '2026-05-01T21:59:00.000Z';

describe('datesAndFees', () => {
  it('makes one column per deadline shared by the sections, in date order, with each fee', () => {
    const international = section({
      events: [
        ev('opening', '2026-01-01T09:00:00.000Z'),
        ev('closing', REGULAR, 2000, 'Regular deadline'),
        ev('closing', EARLY, 1500, 'Early deadline', true),
        ev('result', '2026-06-01T09:00:00.000Z'),
      ],
    });
    const national = section({
      IsPayant: false,
      events: [
        ev('closing', EARLY, 0, 'Early deadline', true),
        ev('closing', REGULAR, 0, 'Regular deadline'),
      ],
    });
    const table = datesAndFees([international, national]);
    expect(table.columns.map((c) => [c.DateEvent, c.LibelleEvent, c.expired, c.next])).toEqual([
      [EARLY, 'Early deadline', true, false],
      [REGULAR, 'Regular deadline', false, true],
    ]);
    expect(table.rows.map((r) => r.cells)).toEqual([
      [
        { kind: 'fee', cents: 1500 },
        { kind: 'fee', cents: 2000 },
      ],
      [{ kind: 'free' }, { kind: 'free' }],
    ]);
  });

  it('leaves a cell empty where a section has no such deadline, and names a column by type when labels differ', () => {
    const a = section({
      events: [ev('closing', REGULAR, 1000, 'Deadline'), ev('extension', EXTENSION, 2500)],
    });
    const b = section({ events: [ev('closing', REGULAR, 1200, 'Final call')] });
    const table = datesAndFees([a, b]);
    expect(table.columns.map((c) => [c.Type, c.LibelleEvent])).toEqual([
      ['closing', null],
      ['extension', null],
    ]);
    expect(table.rows[1]?.cells).toEqual([{ kind: 'fee', cents: 1200 }, { kind: 'none' }]);
  });

  it('points out no deadline once every one has passed', () => {
    const table = datesAndFees([section({ isClosed: true, events: [ev('closing', EARLY, 0, null, true)] })]);
    expect(table.columns.map((c) => c.next)).toEqual([false]);
    expect(table.rows[0]?.status).toBe('closed');
  });

  it('has no column for a festival without deadlines', () => {
    expect(datesAndFees([section()]).columns).toEqual([]);
    expect(datesAndFees([])).toEqual({ columns: [], rows: [] });
  });
});

describe('feeCell', () => {
  it('reads a free section and a zero fee as free', () => {
    const event = ev('closing', REGULAR, 1500);
    expect(feeCell({ IsPayant: false }, event)).toEqual({ kind: 'free' });
    expect(feeCell({ IsPayant: true }, { ...event, Prix: 0 })).toEqual({ kind: 'free' });
    expect(feeCell({ IsPayant: true }, event)).toEqual({ kind: 'fee', cents: 1500 });
    expect(feeCell({ IsPayant: true }, undefined)).toEqual({ kind: 'none' });
  });
});

describe('sectionStatus', () => {
  const base = {
    IdCampagneSection: 1,
    IsPayant: true,
    IsPublic: true,
    IsInscription: true,
    isClosed: false,
    opensOn: null,
  };
  it('says open, opens on, closed or no entries', () => {
    expect(sectionStatus(base)).toBe('open');
    expect(sectionStatus({ ...base, isClosed: true, opensOn: EARLY })).toBe('opensOn');
    expect(sectionStatus({ ...base, isClosed: true })).toBe('closed');
    expect(sectionStatus({ ...base, IsInscription: false })).toBe('noEntries');
  });
});
