import type { QueryClient } from '@tanstack/react-query';
import { filmCountQuery } from './api/count-films.ts';
import { filmPageQuery } from './api/filter-films.ts';
import { readListQuery, toApiFilter } from './list-filter.ts';

/**
 * Asks what the films page shows first for the address's filter (`?q=...&page=2`): its page of
 * films and their count, for the route at the navigation, beside the page's code
 * (app/route-data.ts, issue 32). The same queries, hence the same keys, as the page's hooks.
 */
export async function prefetchFilmsPage(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  const query = readListQuery(search);
  const filter = toApiFilter(query);
  await Promise.all([
    queryClient.prefetchQuery(filmPageQuery(filter, query.page)),
    queryClient.prefetchQuery(filmCountQuery(filter)),
  ]);
}
