import { describe, expect, it } from 'vitest';
import {
  FESTIVAL_PAGE_SIZE,
  FESTIVAL_SEARCH_MAX,
  matchesComparer,
  normalizeSearch,
  ZFestivalFilter,
} from './festival-filter.ts';

describe('ZFestivalFilter', () => {
  it('accepts an empty body: every field is optional', () => {
    expect(ZFestivalFilter.parse({})).toEqual({});
  });

  it('accepts a full filter', () => {
    const body = {
      Search: '  Clermont ',
      IdPays: 75,
      IsCampagneOuverte: true,
      IsPayant: false,
      DeadLine: '2025-07-01',
      DeadLineComparer: 'before',
      Edition: '2026-02-01',
      EditionComparer: 'equal',
      IdsCategorie: [1, 3],
      IdsGenre: [4],
      IdsThematique: [16, 17],
      PecRealisateurs: true,
      IsFavoris: false,
    };
    expect(ZFestivalFilter.parse(body)).toEqual({ ...body, Search: 'Clermont' });
  });

  it('drops unknown fields', () => {
    expect(ZFestivalFilter.parse({ IdPays: 1, Skip: 12 })).toEqual({ IdPays: 1 });
  });

  it.each([
    ['a search over 100 characters', { Search: 'x'.repeat(FESTIVAL_SEARCH_MAX + 1) }, ['Search']],
    ['a country id of 0', { IdPays: 0 }, ['IdPays']],
    ['a fractional country id', { IdPays: 1.5 }, ['IdPays']],
    ['a string boolean', { IsPayant: 'true' }, ['IsPayant']],
    ['a date with a time', { DeadLine: '2025-07-01T00:00:00Z', DeadLineComparer: 'after' }, ['DeadLine']],
    ['an impossible date', { Edition: '2025-02-30', EditionComparer: 'after' }, ['Edition']],
    ['an unknown comparer', { DeadLine: '2025-07-01', DeadLineComparer: 'since' }, ['DeadLineComparer']],
    ['a date without its comparer', { DeadLine: '2025-07-01' }, ['DeadLineComparer']],
    ['a comparer without its date', { EditionComparer: 'before' }, ['Edition']],
    ['negative ids', { IdsGenre: [2, -1] }, ['IdsGenre', 1]],
    ['ids that are not a list', { IdsCategorie: 3 }, ['IdsCategorie']],
  ])('rejects %s', (_name, body, path) => {
    const result = ZFestivalFilter.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toContainEqual(path);
  });

  it('keeps a search of exactly 100 characters', () => {
    expect(ZFestivalFilter.safeParse({ Search: 'x'.repeat(100) }).success).toBe(true);
  });

  it('pages by 12', () => {
    expect(FESTIVAL_PAGE_SIZE).toBe(12);
  });
});

describe('normalizeSearch', () => {
  // The same examples hold for searchName() in packages/db/src/search-name.ts.
  it.each([
    ['Clermont-Ferrand', 'clermont-ferrand'],
    ['Festival Européen du Film Court de Brest', 'festival europeen du film court de brest'],
    ['  Festival   Internacional\tde Cortometrajes  ', 'festival internacional de cortometrajes'],
    ['Ñandú São Paulo Curta Kinoforum', 'nandu sao paulo curta kinoforum'],
    ['ÅRHUS Kortfilm ÉTÉ', 'arhus kortfilm ete'],
    ['Œil d’Or', 'œil d’or'],
    ['Straße', 'straße'],
    ['İSTANBUL Film ^`´¨·', 'istanbul film'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });
});

describe('matchesComparer', () => {
  const deadline = '2025-07-01T23:59:00Z';
  it.each([
    ['before', '2025-07-02', true],
    ['before', '2025-07-01', false],
    ['equal', '2025-07-01', true],
    ['equal', '2025-06-30', false],
    ['after', '2025-06-30', true],
    ['after', '2025-07-01', false],
  ] as const)('a deadline of 1 July is %s %s: %s', (comparer, day, expected) => {
    expect(matchesComparer({ comparer, day, from: deadline, timeZone: 'UTC' })).toBe(expected);
  });

  it('compares a festival span: equal means it runs that day', () => {
    const span = { from: '2026-02-01T10:00:00Z', to: '2026-02-08T23:59:00Z' };
    expect(matchesComparer({ comparer: 'equal', day: '2026-02-05', ...span, timeZone: 'UTC' })).toBe(true);
    expect(matchesComparer({ comparer: 'before', day: '2026-02-05', ...span, timeZone: 'UTC' })).toBe(false);
    expect(matchesComparer({ comparer: 'after', day: '2026-02-05', ...span, timeZone: 'UTC' })).toBe(false);
    expect(matchesComparer({ comparer: 'before', day: '2026-02-09', ...span, timeZone: 'UTC' })).toBe(true);
    expect(matchesComparer({ comparer: 'after', day: '2026-01-31', ...span, timeZone: 'UTC' })).toBe(true);
  });

  it('reads the festival date on its own calendar', () => {
    // 23:59 on 1 July in Los Angeles is 06:59 UTC on 2 July; in Tokyo, 14:59 UTC on 1 July.
    const la = { from: '2025-07-02T06:59:00Z', timeZone: 'America/Los_Angeles' };
    expect(matchesComparer({ comparer: 'equal', day: '2025-07-01', ...la })).toBe(true);
    expect(matchesComparer({ comparer: 'equal', day: '2025-07-01', ...la, timeZone: 'UTC' })).toBe(false);
    expect(matchesComparer({ comparer: 'before', day: '2025-07-02', ...la })).toBe(true);
    const tokyo = { from: '2025-06-30T15:30:00Z', timeZone: 'Asia/Tokyo' };
    expect(matchesComparer({ comparer: 'after', day: '2025-06-30', ...tokyo })).toBe(true);
    expect(matchesComparer({ comparer: 'after', day: '2025-06-30', ...tokyo, timeZone: 'UTC' })).toBe(false);
  });

  it('never matches a festival without a date', () => {
    expect(matchesComparer({ comparer: 'after', day: '2025-01-01', from: null, timeZone: 'UTC' })).toBe(
      false,
    );
  });
});
