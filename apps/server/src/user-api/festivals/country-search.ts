import type { Db } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import { tradLibelle } from '@shortlist/db/schema/translations';
import { normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import { type Language, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';

type CountryNames = { Id: number; names: Map<number, string> };

/**
 * Finds the countries whose name contains a search term, in the culture language or English,
 * so that "espagne", "spain" and "espana" all find festivals in Spain. The 249 names per language
 * are read once per app and searched in memory: cheaper than a join in every directory query.
 */
export class CountrySearch {
  #countries: Promise<CountryNames[]> | undefined;

  constructor(private readonly db: Db) {}

  async idsMatching(term: string, language: Language): Promise<number[]> {
    const wanted = normalizeSearch(term);
    if (!wanted) return [];
    const languages = [languageId(language), languageId('en')];
    const countries = await this.#load();
    return countries
      .filter((country) => languages.some((l) => country.names.get(l)?.includes(wanted)))
      .map((country) => country.Id);
  }

  #load(): Promise<CountryNames[]> {
    this.#countries ??= this.db
      .select({ Id: pays.Id, IdLangue: tradLibelle.IdLangue, Libelle: tradLibelle.Libelle })
      .from(pays)
      .innerJoin(tradLibelle, eq(tradLibelle.IdLibelle, pays.IdLibelle))
      .then((rows) => {
        const byId = new Map<number, CountryNames>();
        for (const row of rows) {
          const country = byId.get(row.Id) ?? { Id: row.Id, names: new Map() };
          country.names.set(row.IdLangue, normalizeSearch(row.Libelle));
          byId.set(row.Id, country);
        }
        return [...byId.values()];
      });
    this.#countries.catch(() => {
      this.#countries = undefined;
    });
    return this.#countries;
  }
}
