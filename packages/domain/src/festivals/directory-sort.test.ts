import { describe, expect, it } from 'vitest';
import {
  compareDirectory,
  festivalNextDeadline,
  lowestEntryFee,
  type SortableFestival,
} from './directory-sort.ts';

const NOW = new Date('2025-06-10T15:00:00Z');
const deadline = (day: string, Prix: number) => ({
  Type: 'closing' as const,
  DateEvent: `${day}T23:59:00Z`,
  Prix,
  Ordre: 0,
});

describe('lowestEntryFee', () => {
  it('is the lowest fee at each section’s next deadline, 0 for a free section still open', () => {
    const paid = { IsPayant: true, events: [deadline('2025-06-01', 500), deadline('2025-07-01', 1500)] };
    const cheaper = { IsPayant: true, events: [deadline('2025-06-10', 1000)] };
    expect(lowestEntryFee([paid], NOW, 'UTC')).toBe(1500);
    // A deadline today still counts (by UTC day).
    expect(lowestEntryFee([paid, cheaper], NOW, 'UTC')).toBe(1000);
    expect(
      lowestEntryFee([paid, { IsPayant: false, events: [deadline('2025-08-01', 900)] }], NOW, 'UTC'),
    ).toBe(0);
  });

  it('drops a deadline once its day is over on the festival calendar', () => {
    // 23:59 on 10 June in Tokyo is 14:59 UTC: at 15:00 UTC the early fee is gone there.
    const tokyo = {
      IsPayant: true,
      events: [
        { Type: 'closing' as const, DateEvent: '2025-06-10T14:59:00Z', Prix: 500, Ordre: 0 },
        { Type: 'extension' as const, DateEvent: '2025-06-20T14:59:00Z', Prix: 900, Ordre: 1 },
      ],
    };
    expect(lowestEntryFee([tokyo], NOW, 'Asia/Tokyo')).toBe(900);
    expect(lowestEntryFee([tokyo], NOW, 'UTC')).toBe(500);
    // 23:59 on 9 June in Los Angeles is 06:59 UTC on 10 June: past there, today in UTC.
    const losAngeles = {
      IsPayant: true,
      events: [{ Type: 'closing' as const, DateEvent: '2025-06-10T06:59:00Z', Prix: 700, Ordre: 0 }],
    };
    expect(lowestEntryFee([losAngeles], NOW, 'America/Los_Angeles')).toBeUndefined();
    expect(lowestEntryFee([losAngeles], NOW, 'UTC')).toBe(700);
  });

  it('is undefined when no section has a deadline ahead', () => {
    expect(
      lowestEntryFee([{ IsPayant: false, events: [deadline('2025-06-01', 0)] }], NOW, 'UTC'),
    ).toBeUndefined();
    expect(lowestEntryFee([], NOW, 'UTC')).toBeUndefined();
  });
});

describe('compareDirectory', () => {
  const festival = (
    Id: number,
    Nom: string,
    lowestFee: number | undefined,
    opening?: string,
  ): SortableFestival => ({
    Id,
    Nom,
    lowestFee,
    nextDeadline: undefined,
    campaign: opening
      ? {
          StatutCampagne: 'open',
          OuvertureCampagne: opening,
          FermetureCampagne: null,
          IsInvitationSeule: false,
        }
      : undefined,
  });
  const list = [
    festival(1, 'Zagreb Shorts', 2000, '2025-01-01'),
    festival(2, 'Émile Court', undefined, '2025-05-01'),
    festival(3, 'annecy', 0),
  ];
  const order = (sort: Parameters<typeof compareDirectory>[0]) =>
    [...list].sort((a, b) => compareDirectory(sort, a, b)).map((f) => f.Id);

  it('sorts by fee (none last), newest call (none last) and name (accents and case folded)', () => {
    expect(order('fee')).toEqual([3, 1, 2]);
    expect(order('newest')).toEqual([2, 1, 3]);
    expect(order('name')).toEqual([3, 2, 1]);
  });
});

describe('festivalNextDeadline: the deadline a card prints', () => {
  it('is the earliest next deadline of the sections, past days on the festival calendar left out', () => {
    const early = { events: [deadline('2025-06-01', 500), deadline('2025-07-01', 900)] };
    const later = { events: [deadline('2025-06-20', 700)] };
    expect(festivalNextDeadline([early, later], NOW, 'UTC')?.DateEvent).toBe('2025-06-20T23:59:00Z');
    // A deadline today still counts; once the festival's day is over it does not.
    const today = { events: [{ ...deadline('2025-06-10', 0), DateEvent: '2025-06-10T14:59:00Z' }] };
    expect(festivalNextDeadline([later, today], NOW, 'UTC')?.DateEvent).toBe('2025-06-10T14:59:00Z');
    expect(festivalNextDeadline([later, today], NOW, 'Asia/Tokyo')?.DateEvent).toBe('2025-06-20T23:59:00Z');
    // Openings and results are not deadlines.
    const result = {
      events: [{ Type: 'result' as const, DateEvent: '2025-06-12T10:00:00Z', Prix: 0, Ordre: 0 }],
    };
    expect(festivalNextDeadline([result], NOW, 'UTC')).toBeUndefined();
    expect(festivalNextDeadline([], NOW, 'UTC')).toBeUndefined();
  });
});

describe('sort by deadline', () => {
  const open = (Id: number, next: string | undefined, closing: string | null): SortableFestival => ({
    Id,
    Nom: `Festival ${Id}`,
    lowestFee: undefined,
    nextDeadline: next,
    campaign: {
      StatutCampagne: 'open',
      OuvertureCampagne: '2025-01-01T00:00:00Z',
      FermetureCampagne: closing,
      IsInvitationSeule: false,
    },
  });
  const order = (list: SortableFestival[]) =>
    [...list].sort((a, b) => compareDirectory('deadline', a, b)).map((f) => f.Id);

  it('follows the next deadline each card prints, not the campaign’s last closing date', () => {
    // Festival 1 closes last but has an early deadline next week: it comes first.
    const list = [
      open(2, '2025-08-01T23:59:00Z', '2025-08-01T23:59:00Z'),
      open(1, '2025-06-15T23:59:00Z', '2025-12-01T23:59:00Z'),
      open(3, undefined, '2025-06-01T23:59:00Z'),
    ];
    expect(order(list)).toEqual([1, 2, 3]);
  });

  it('keeps calls in progress before calls still in preparation, whatever their deadlines', () => {
    const preparing: SortableFestival = {
      ...open(4, '2025-06-11T23:59:00Z', '2025-06-11T23:59:00Z'),
      campaign: {
        StatutCampagne: 'preparation',
        OuvertureCampagne: '2025-06-11T00:00:00Z',
        FermetureCampagne: '2025-06-11T23:59:00Z',
        IsInvitationSeule: false,
      },
    };
    expect(order([preparing, open(5, '2025-09-01T23:59:00Z', null)])).toEqual([5, 4]);
  });
});
