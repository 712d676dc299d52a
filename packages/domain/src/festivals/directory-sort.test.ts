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
    expect(lowestEntryFee([paid], NOW)).toBe(1500);
    // A deadline today still counts (by UTC day).
    expect(lowestEntryFee([paid, cheaper], NOW)).toBe(1000);
    expect(lowestEntryFee([paid, { IsPayant: false, events: [deadline('2025-08-01', 900)] }], NOW)).toBe(0);
  });

  it('is undefined when no section has a deadline ahead', () => {
    expect(lowestEntryFee([{ IsPayant: false, events: [deadline('2025-06-01', 0)] }], NOW)).toBeUndefined();
    expect(lowestEntryFee([], NOW)).toBeUndefined();
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
