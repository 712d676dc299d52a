import type { Db } from '@shortlist/db/client';
import type { FestivalFilterPage } from '@shortlist/domain/festivals/api-contracts';
import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { CitySearch } from './city-search.ts';
import type { CountrySearch } from './country-search.ts';
import { directoryFrom, directoryOrder, directoryWhere } from './directory-sql.ts';
import { selectCardPage } from './festival-cards.ts';

export const FESTIVAL_TAKE_MAX = 50;

type FilterOptions = {
  filter: FestivalFilter;
  language: Language;
  now: Date;
  countries: CountrySearch;
  cities: CitySearch;
  /** The signed-in account, for `IsFavoris`. */
  accountId: number | null;
};

async function whereOf(options: FilterOptions) {
  const { filter } = options;
  // Favourites need an account.
  if (filter.IsFavoris === true && options.accountId === null) throw new AppError('UNAUTHENTICATED');
  const [searchCountryIds, searchCities] = filter.Search
    ? await Promise.all([
        options.countries.idsMatching(filter.Search, options.language),
        options.cities.namesMatching(filter.Search),
      ])
    : [[], []];
  return {
    from: directoryFrom({ withAddress: searchCities.length > 0 }),
    where: directoryWhere({
      filter,
      now: options.now,
      searchCountryIds,
      searchCities,
      favouritesOf: filter.IsFavoris === true ? (options.accountId ?? undefined) : undefined,
    }),
  };
}

/** `POST public/festivals/filter`: how many festivals match. */
export async function countFestivals(db: Db, options: FilterOptions): Promise<{ total: number }> {
  const { from, where } = await whereOf(options);
  return { total: await countWhere(db, { from, where }) };
}

async function countWhere(db: Db, query: { from: SQL; where: SQL }): Promise<number> {
  const { from, where } = query;
  const { rows } = await db.execute<{ total: number }>(
    sql`select count(*)::int as "total" ${from} where ${where}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * `POST public/festivals/filter/{skip}/{take}`: one page of cards in directory order, with the
 * total from the same query (a window count); a page past the end counts apart, except the
 * first page: nothing there means nothing matches (a search that finds nothing, the commonest
 * empty answer, costs one query).
 */
export async function filterFestivals(
  db: Db,
  options: FilterOptions & { skip: number; take: number },
): Promise<FestivalFilterPage> {
  const { from, where } = await whereOf(options);
  const page = await selectCardPage(db, {
    from,
    where,
    orderBy: directoryOrder(options.filter.sort, options.now),
    skip: options.skip,
    take: options.take,
    language: options.language,
    now: options.now,
  });
  if (page.total !== null) return { items: page.items, total: page.total };
  return { items: [], total: options.skip === 0 ? 0 : await countWhere(db, { from, where }) };
}
