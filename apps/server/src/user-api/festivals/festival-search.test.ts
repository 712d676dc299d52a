import type { Database } from '@shortlist/db/client';
import { adresse } from '@shortlist/db/schema/contacts';
import { festival } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import { normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { FESTIVAL_SEARCH_TTL_MS, FestivalSearch } from './festival-search.ts';

// The directory's search runs on a list read once a minute (festival-search.ts); directory.test.ts
// checks its answers against the domain rules, this file how a festival's change reaches it.

let database: Database;
let first: { Id: number; IdAdresse: number | null; IdPays: number };
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  const [row] = await database.db
    .select({ Id: festival.Id, IdAdresse: festival.IdAdresse, IdPays: festival.IdPays })
    .from(festival)
    .orderBy(festival.Id)
    .limit(1);
  if (!row?.IdAdresse) throw new Error('the demo catalogue has no festival with an address');
  first = row;
}, 60_000);
afterAll(() => database.close());

describe('festival search', () => {
  it('finds a festival by its name, its accented city and its country, folded as the search is', async () => {
    const { db } = database;
    await db
      .update(festival)
      .set({ NomRecherche: 'festival zyxwv du court' })
      .where(eq(festival.Id, first.Id));
    await db
      .update(adresse)
      .set({ Ville: 'Qüébëc-Zyx' })
      .where(eq(adresse.Id, first.IdAdresse as number));
    const search = new FestivalSearch(db);
    expect(await search.idsMatching('  ZYXWV   du ', [])).toEqual([first.Id]);
    expect(await search.idsMatching('quebec-zyx', [])).toContain(first.Id);
    // Every festival of the country, in id order, once each.
    const ofCountry = await search.idsMatching('no such words at all', [first.IdPays]);
    expect(ofCountry).toContain(first.Id);
    expect(ofCountry).toEqual([...new Set(ofCountry)].sort((a, b) => a - b));
    expect(await search.idsMatching('no such words at all', [])).toEqual([]);
    // A term never matches across the name and the city.
    expect(await search.idsMatching('court qu', [])).toEqual([]);
  });

  it('finds a renamed festival by its new name once the list is a minute old', async () => {
    const { db } = database;
    let clock = 0;
    const search = new FestivalSearch(db, () => clock);
    await db
      .update(festival)
      .set({ NomRecherche: 'festival before renaming' })
      .where(eq(festival.Id, first.Id));
    expect(await search.idsMatching('before renaming', [])).toEqual([first.Id]);
    await db
      .update(festival)
      .set({ NomRecherche: 'festival after renaming' })
      .where(eq(festival.Id, first.Id));
    expect(await search.idsMatching('after renaming', [])).toEqual([]);
    clock = FESTIVAL_SEARCH_TTL_MS;
    // The first search past expiry still answers from the list in hand while the new one loads.
    expect(await search.idsMatching('after renaming', [])).toEqual([]);
    await expect.poll(() => search.idsMatching('after renaming', [])).toEqual([first.Id]);
    expect(await search.idsMatching('before renaming', [])).toEqual([]);
  });

  it('finds by the trigrams of a term exactly the festivals an includes over every name and city finds', async () => {
    const { db } = database;
    const rows = await db
      .select({ Id: festival.Id, name: festival.NomRecherche, Ville: adresse.Ville })
      .from(festival)
      .leftJoin(adresse, eq(adresse.Id, festival.IdAdresse));
    const lines = rows.map((row) => ({ Id: row.Id, lines: [row.name, normalizeSearch(row.Ville ?? '')] }));
    // Every piece of one to eight characters of every name and city: rare ones (read through the
    // trigrams), common ones (one pass over every festival), and pieces across a word's end.
    const terms = new Set<string>(['xq', 'zzz', 'festival', ' de ']);
    for (const { lines: texts } of lines)
      for (const text of texts)
        for (let at = 0; at < text.length; at += 3)
          for (const length of [1, 2, 3, 5, 8]) terms.add(text.slice(at, at + length));
    const search = new FestivalSearch(db);
    for (const term of terms) {
      const wanted = normalizeSearch(term);
      const expected = lines
        .filter((row) => wanted && row.lines.some((text) => text.includes(wanted)))
        .map((row) => row.Id)
        .sort((a, b) => a - b);
      expect(await search.idsMatching(term, []), term).toEqual(expected);
    }
  });
});
