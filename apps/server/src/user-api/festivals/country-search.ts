import type { Db } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import { tradLibelle } from '@shortlist/db/schema/translations';
import { normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import { type Language, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { entryAt } from './line-starts.ts';

type CountryNames = { Id: number; names: Map<number, string> };

/**
 * The countries' names in one language and in English, `local\nenglish\n` per country, in one
 * text: a term (never holding a line break, see `normalizeSearch`) is looked for by `indexOf`
 * passes instead of two Map reads and an `includes` per country (249 of them: about 10 µs of
 * every search, 1.5 % of an uncached search's Node CPU).
 */
type CountryText = { text: string; starts: Int32Array; ids: Int32Array };

/**
 * Finds the countries whose name contains a search term, in the culture language or English,
 * so that "espagne", "spain" and "espana" all find festivals in Spain. The 249 names per language
 * are read once per app and searched in memory: cheaper than a join in every directory query.
 */
export class CountrySearch {
  #countries: Promise<CountryNames[]> | undefined;
  readonly #texts = new Map<Language, CountryText>();

  constructor(private readonly db: Db) {}

  async idsMatching(term: string, language: Language): Promise<number[]> {
    const wanted = normalizeSearch(term);
    if (!wanted) return [];
    const countries = await this.#load();
    const { text, starts, ids } = this.#textOf(countries, language);
    const found: number[] = [];
    let at = text.indexOf(wanted);
    while (at !== -1) {
      const index = entryAt(starts, at);
      found.push(ids[index] as number);
      // On to the next country's names: one match per country is enough.
      at = index + 1 < starts.length ? text.indexOf(wanted, starts[index + 1]) : -1;
    }
    return found;
  }

  #textOf(countries: CountryNames[], language: Language): CountryText {
    const known = this.#texts.get(language);
    if (known !== undefined) return known;
    const [local, english] = [languageId(language), languageId('en')];
    const starts = new Int32Array(countries.length);
    const ids = new Int32Array(countries.length);
    let text = '';
    countries.forEach((country, index) => {
      starts[index] = text.length;
      ids[index] = country.Id;
      // A name missing in a language is an empty line, which no term matches.
      text += `${country.names.get(local) ?? ''}\n${country.names.get(english) ?? ''}\n`;
    });
    const built = { text, starts, ids };
    this.#texts.set(language, built);
    return built;
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
