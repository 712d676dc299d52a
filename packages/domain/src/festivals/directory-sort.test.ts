import { describe, expect, it } from 'vitest';
import { compareDirectory, lowestEntryFee, type SortableFestival } from './directory-sort.ts';

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
