import type { Db } from '@shortlist/db/client';
import type { FestivalFilterPage } from '@shortlist/domain/festivals/api-contracts';
import { type FestivalFilter, normalizeSearch } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { StatementShapes } from '../../platform/performance/statement-shapes.ts';
import type { CountrySearch } from './country-search.ts';
import { DIRECTORY_FROM, directoryOrder, directoryWhere } from './directory-sql.ts';
import { type CardQuery, selectCardPage } from './festival-cards.ts';
import type { FestivalSearch } from './festival-search.ts';

export const FESTIVAL_TAKE_MAX = 50;

/** The directory's statements, named per filter shape (the values are parameters). */
export const pageStatements = new StatementShapes('directory_page');
export const countStatements = new StatementShapes('directory_count');

type FilterOptions = {
  filter: FestivalFilter;
  language: Language;
  now: Date;
  countries: CountrySearch;
  festivals: FestivalSearch;
  /** The signed-in account, for `IsFavoris`. */
  accountId: number | null;
};

/** The WHERE clause, or null when a search finds no festival (nothing to ask the database). */
async function whereOf(options: FilterOptions): Promise<SQL | null> {
  const { filter } = options;
  // Favourites need an account.
  if (filter.IsFavoris === true && options.accountId === null) throw new AppError('UNAUTHENTICATED');
  const term = filter.Search ? normalizeSearch(filter.Search) : '';
  let searchIds: number[] | undefined;
  if (term) {
    const countryIds = await options.countries.idsMatching(term, options.language);
    searchIds = await options.festivals.idsMatching(term, countryIds);
    if (searchIds.length === 0) return null;
  }
  return directoryWhere({
    filter,
    now: options.now,
    searchIds,
    favouritesOf: filter.IsFavoris === true ? (options.accountId ?? undefined) : undefined,
  });
}

/** `POST public/festivals/filter`: how many festivals match. */
export async function countFestivals(db: Db, options: FilterOptions): Promise<{ total: number }> {
  const where = await whereOf(options);
  return { total: where === null ? 0 : await countWhere(db, where) };
}

/** The count query of a WHERE clause (exported for directory-statements.test.ts). */
export function countSql(where: SQL): SQL {
  return sql`select count(*)::int as "total" ${DIRECTORY_FROM} where ${where}`;
}

/** The page query's parts of a WHERE clause (exported for directory-statements.test.ts). */
export function pageQuery(
  where: SQL,
  options: { filter: FestivalFilter; language: Language; now: Date; skip: number; take: number },
): CardQuery {
  return {
    from: DIRECTORY_FROM,
    where,
    orderBy: directoryOrder(options.filter.sort, options.now),
    skip: options.skip,
    take: options.take,
    language: options.language,
    now: options.now,
    statements: pageStatements,
  };
}

async function countWhere(db: Db, where: SQL): Promise<number> {
  const rows = await countStatements.rows<{ total: number }>(db, countSql(where));
  return rows[0]?.total ?? 0;
}

/**
 * `POST public/festivals/filter/{skip}/{take}`: one page of cards in directory order, with the
 * total from the same query (a window count); a page past the end counts apart, except the
 * first page: nothing there means nothing matches. A search that finds no festival asks the
 * database nothing (the commonest empty answer).
 */
export async function filterFestivals(
  db: Db,
  options: FilterOptions & { skip: number; take: number },
): Promise<FestivalFilterPage> {
  const where = await whereOf(options);
  if (where === null) return { items: [], total: 0 };
  const page = await selectCardPage(db, pageQuery(where, options));
  if (page.total !== null) return { items: page.items, total: page.total };
  return { items: [], total: options.skip === 0 ? 0 : await countWhere(db, where) };
}
