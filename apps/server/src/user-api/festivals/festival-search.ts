import type { Db } from '@shortlist/db/client';
import { adresse } from '@shortlist/db/schema/contacts';
import { festival } from '@shortlist/db/schema/festivals';
import { normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import { eq } from 'drizzle-orm';
import { LoadingCache } from '../../platform/performance/loading-cache.ts';
import { entryAt } from './line-starts.ts';
import { TrigramIndex } from './trigram-index.ts';

/** How long a loaded list answers before it is read again (festivals change on the festival site). */
export const FESTIVAL_SEARCH_TTL_MS = 60_000;

/**
 * Every festival's search forms, `name\ncity\n` per festival in id order: its own (`lines`), and
 * all in one text. A term (which never holds a line break: `normalizeSearch` makes every space
 * one ' ') is looked for in the festivals holding its rarest trigram (`trigrams`); a term of one
 * or two characters, or one whose trigrams most festivals hold, by one `indexOf` pass over the
 * text, about 5x faster than an `includes` per festival.
 */
type SearchText = {
  lines: string[];
  trigrams: TrigramIndex;
  text: string;
  /** Where each festival's lines start in `text`, ascending. */
  starts: Int32Array;
  ids: Int32Array;
  /** The festivals of each country, in id order. */
  byCountry: Map<number, number[]>;
};

/**
 * The directory's search (spec §3: the festival's name, its city, its country), answered in memory
 * as the ids of the festivals it finds. The festivals' search forms (`NomRecherche`, the city
 * folded as `normalizeSearch` folds the term, the country) are read once a minute: matching
 * 10,000 of them costs a few microseconds of Node (`TrigramIndex`), where PostgreSQL spent
 * 1-1.5 ms per search reading its trigram index (a term such as "festival ..." shares its
 * trigrams with every name) and the directory query then had a text of its own per term. The SQL keeps `f."Id" = any(ids)`: one
 * statement shape per filter, and a search that finds nothing needs no query at all.
 *
 * A festival renamed or added on the festival site is found by its new name within a minute,
 * as the directory's answers are already kept 30 s (response-cache.ts). Past expiry the old list
 * keeps answering while the new one loads.
 */
export class FestivalSearch {
  // Stale while reload (`LoadingCache`): past expiry the old list answers while the new one
  // loads, and a failed first read is tried again by the next search.
  readonly #list: LoadingCache<SearchText>;

  constructor(
    private readonly db: Db,
    clock: () => number = Date.now,
  ) {
    this.#list = new LoadingCache({ ttlMs: FESTIVAL_SEARCH_TTL_MS, max: 1, staleWhileReload: true, clock });
  }

  /**
   * The festivals whose name or city contains `term` (accents, case and spaces folded as
   * `normalizeSearch` does) or whose country is one of `countryIds`, in id order.
   */
  /** Forgets the list: the next search reads the festivals again (a festival changed). */
  clear(): void {
    this.#list.clear();
  }

  async idsMatching(term: string, countryIds: readonly number[]): Promise<number[]> {
    const wanted = normalizeSearch(term);
    const { lines, trigrams, text, starts, ids, byCountry } = await this.#load();
    const found = new Set<number>();
    const candidates = trigrams.candidates(wanted);
    // Reading a few festivals costs microseconds; past an eighth of them the one pass is cheaper.
    const fewCandidates = candidates !== undefined && candidates.length <= ids.length / 8;
    if (fewCandidates)
      for (const index of candidates) if (lines[index]?.includes(wanted)) found.add(ids[index] as number);
    let at = wanted && !fewCandidates ? text.indexOf(wanted) : -1;
    while (at !== -1) {
      const index = entryAt(starts, at);
      found.add(ids[index] as number);
      // On to the next festival's lines: one match per festival is enough.
      at = index + 1 < starts.length ? text.indexOf(wanted, starts[index + 1]) : -1;
    }
    for (const country of countryIds) for (const id of byCountry.get(country) ?? []) found.add(id);
    return [...found].sort((a, b) => a - b);
  }

  #load(): Promise<SearchText> {
    return this.#list.get('festivals', () => this.#read());
  }

  async #read(): Promise<SearchText> {
    const rows = await this.db
      .select({ Id: festival.Id, name: festival.NomRecherche, Ville: adresse.Ville, IdPays: festival.IdPays })
      .from(festival)
      .leftJoin(adresse, eq(adresse.Id, festival.IdAdresse))
      .orderBy(festival.Id);
    const starts = new Int32Array(rows.length);
    const ids = new Int32Array(rows.length);
    const byCountry = new Map<number, number[]>();
    const lines: string[] = [];
    let length = 0;
    rows.forEach((row, index) => {
      starts[index] = length;
      ids[index] = row.Id;
      // A festival without a city has an empty line there, which no term matches.
      const festivalLines = `${row.name}\n${row.Ville ? normalizeSearch(row.Ville) : ''}\n`;
      lines.push(festivalLines);
      length += festivalLines.length;
      const ofCountry = byCountry.get(row.IdPays) ?? [];
      ofCountry.push(row.Id);
      byCountry.set(row.IdPays, ofCountry);
    });
    return { lines, trigrams: new TrigramIndex(lines), text: lines.join(''), starts, ids, byCountry };
  }
}
