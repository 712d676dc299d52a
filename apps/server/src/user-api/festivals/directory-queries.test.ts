import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { CountrySearch } from './country-search.ts';
import { FestivalSearch } from './festival-search.ts';
import { filterFestivals } from './filter-festivals.ts';

// Issue 11: a directory page costs one query, its total included; a search that finds no festival
// none. Only a page past the end of a non-empty list counts apart.

let t: FestivalTestApp;
let countries: CountrySearch;
let festivals: FestivalSearch;
beforeAll(async () => {
  t = await createFestivalTestApp();
  countries = new CountrySearch(t.database.db);
  festivals = new FestivalSearch(t.database.db);
  // The in-memory name lists load once per app, not per request: load them before counting.
  await countries.idsMatching('x', 'en');
  await festivals.idsMatching('x', []);
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
      festivals,
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

  it('answer a search that finds nothing with no query, total 0', async () => {
    const { page, queries } = await pageWithQueries({ Search: 'zzqx no such festival' }, 0);
    expect(page).toEqual({ items: [], total: 0 });
    expect(queries).toBe(0);
  });

  it('answer a search that finds festivals in one query', async () => {
    const { page, queries } = await pageWithQueries({ Search: 'festival' }, 0);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    expect(page.items.every((card) => card.Nom.toLowerCase().includes('festival'))).toBe(true);
    expect(queries).toBe(1);
  });

  it('count apart past the end of a list that has festivals', async () => {
    const { page, queries } = await pageWithQueries({}, 120);
    expect(page).toEqual({ items: [], total: 64 });
    expect(queries).toBe(2);
  });
});
