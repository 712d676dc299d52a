import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { festivalKeys } from './query-keys.ts';

const EMPTY: readonly number[] = [];

/** `GET compte/favoris`: the signed-in user's favourite festival ids, newest first. */
export async function getFavourites(signal?: AbortSignal): Promise<number[]> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZFavouriteList }] = await Promise.all([
    apiRequest<unknown>('/api/compte/favoris', { signal }),
    import('@shortlist/domain/favourites/api-contracts'),
  ]);
  return ZFavouriteList.parse(answer).IdsFestival;
}

/**
 * The one source of the hearts on cards and festival pages. Nothing is asked for a visitor.
 */
export function useFavourites() {
  const { session, isLoading } = useSession();
  const query = useQuery({
    queryKey: festivalKeys.favourites(session?.Id),
    queryFn: ({ signal }) => getFavourites(signal),
    enabled: session !== null,
    staleTime: 60_000,
  });
  const ids = query.data ?? EMPTY;
  return {
    signedIn: session !== null,
    sessionLoading: isLoading,
    accountId: session?.Id,
    has: (festivalId: number) => ids.includes(festivalId),
  };
}
