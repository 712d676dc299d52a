import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { CitySearch } from './city-search.ts';
import { CountrySearch } from './country-search.ts';
import { filterFestivals } from './filter-festivals.ts';

// Issue 11: a directory page costs one query, its total included; an empty first page (a search
// that finds nothing) too. Only a page past the end of a non-empty list counts apart.

let t: FestivalTestApp;
let countries: CountrySearch;
let cities: CitySearch;
beforeAll(async () => {
  t = await createFestivalTestApp();
  countries = new CountrySearch(t.database.db);
  cities = new CitySearch(t.database.db);
  // The in-memory name lists load once per app, not per request: load them before counting.
  await countries.idsMatching('x', 'en');
  await cities.namesMatching('x');
}, 60_000);
afterAll(() => t.close());

async function pageWithQueries(filter: { Search?: string }, skip: number) {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const page = await filterFestivals(t.database.db, {
      filter,
      language: 'fr',
      now: NOW,
      countries,
      cities,
      skip,
      take: 12,
      accountId: null,
    });
    return { page, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('directory page queries', () => {
  it('answer a page and its total in one query', async () => {
    const { page, queries } = await pageWithQueries({}, 12);
    expect(page.items).toHaveLength(12);
    expect(page.total).toBe(64);
    expect(queries).toBe(1);
  });

  it('answer a search that finds nothing in one query, total 0', async () => {
    const { page, queries } = await pageWithQueries({ Search: 'zzqx no such festival' }, 0);
    expect(page).toEqual({ items: [], total: 0 });
    expect(queries).toBe(1);
  });

  it('count apart past the end of a list that has festivals', async () => {
    const { page, queries } = await pageWithQueries({}, 120);
    expect(page).toEqual({ items: [], total: 64 });
    expect(queries).toBe(2);
  });
});
