import type { Database } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import { tradLibelle } from '@shortlist/db/schema/translations';
import { createTestDatabase } from '@shortlist/db/testing';
import { normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import { type Language, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountrySearch } from './country-search.ts';

// The country search reads one text per language (country-search.ts): it must find exactly the
// countries whose name, in the reader's language or in English, contains the folded term.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
}, 60_000);
afterAll(() => database.close());

const LANGUAGES: Language[] = ['en', 'fr', 'es', 'it', 'pt'];

describe('country search', () => {
  it('finds the countries whose local or English name holds the term, for many terms', async () => {
    const { db } = database;
    const rows = await db
      .select({ Id: pays.Id, IdLangue: tradLibelle.IdLangue, Libelle: tradLibelle.Libelle })
      .from(pays)
      .innerJoin(tradLibelle, eq(tradLibelle.IdLibelle, pays.IdLibelle));
    const names = new Map<number, Map<number, string>>();
    for (const row of rows) {
      const country = names.get(row.Id) ?? new Map<number, string>();
      country.set(row.IdLangue, normalizeSearch(row.Libelle));
      names.set(row.Id, country);
    }
    expect(names.size).toBeGreaterThan(200);
    // Every name's first and last three letters, whole names, single letters and terms no
    // country holds (a line break's neighbours: the end of one name and the start of the next).
    const terms = new Set(['a', 'é', 'SPAIN', ' espana ', 'Côte', 'zzq', 'e\nf', 'ance\nfra', 'xyzw']);
    for (const country of names.values())
      for (const name of country.values()) {
        terms.add(name);
        terms.add(name.slice(0, 3));
        terms.add(name.slice(-3));
      }
    const search = new CountrySearch(db);
    for (const language of LANGUAGES) {
      const wantedLanguages = [languageId(language), languageId('en')];
      for (const term of terms) {
        const wanted = normalizeSearch(term);
        const expected = wanted
          ? [...names]
              .filter(([, country]) => wantedLanguages.some((l) => country.get(l)?.includes(wanted)))
              .map(([id]) => id)
          : [];
        const found = await search.idsMatching(term, language);
        expect(
          [...found].sort((a, b) => a - b),
          `${language} ${term}`,
        ).toEqual(expected.sort((a, b) => a - b));
      }
    }
  });
});
