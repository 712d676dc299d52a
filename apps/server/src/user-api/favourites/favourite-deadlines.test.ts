import { describe, expect, it } from 'vitest';
import { type FavouriteDeadline, groupByDay } from './favourite-deadlines.ts';

const deadline = (DateEvent: string, timeZone: string): FavouriteDeadline => ({
  IdCompte: 1,
  IdFestival: 2,
  NomFestival: 'Portland Shorts',
  IdLibelleSection: 3,
  IdSection: 4,
  TypeEvent: 'closing',
  IdLibelleEvent: null,
  DateEvent: new Date(DateEvent),
  Prix: 0,
  Devise: 'EUR',
  IsPayant: false,
  timeZone,
});

describe('favourite deadlines by day', () => {
  it('put a deadline on its day where the festival is, not its UTC day', () => {
    // 23:59 on 1 December in Los Angeles is 07:59 UTC on the 2nd; 00:30 in Paris is 23:30 UTC the day before.
    const [portland, paris] = groupByDay([
      deadline('2026-12-02T07:59:00Z', 'America/Los_Angeles'),
      { ...deadline('2026-12-01T23:30:00Z', 'Europe/Paris'), IdFestival: 5 },
    ]);
    expect(portland?.day).toBe('2026-12-01');
    expect(paris?.day).toBe('2026-12-02');
  });
});
