import { ZFavouriteList } from '@shortlist/domain/favourites/api-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../auth/api/get-session.ts';

const EMPTY: readonly number[] = [];

export function favouritesKey(accountId: number | undefined) {
  return ['favourites', accountId ?? 0] as const;
}

/**
 * The signed-in user's favourite festival ids (`GET compte/favoris`), the one source of the
 * hearts on cards and festival pages. Nothing is asked for a visitor.
 */
export function useFavourites() {
  const { session, isLoading } = useSession();
  const query = useQuery({
    queryKey: favouritesKey(session?.Id),
    queryFn: async ({ signal }) =>
      ZFavouriteList.parse(await apiRequest<unknown>('/api/compte/favoris', { signal })).IdsFestival,
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

/**
 * Adds or removes a favourite (`POST compte/add-favoris`, `DELETE compte/delete-favoris`). The heart
 * changes at once and goes back if the call fails; a directory filtered on favourites reloads.
 */
export function useToggleFavourite(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const key = favouritesKey(accountId);
  return useMutation({
    mutationFn: ({ festivalId, favourite }: { festivalId: number; favourite: boolean }) =>
      apiRequest<unknown>(favourite ? '/api/compte/add-favoris' : '/api/compte/delete-favoris', {
        method: favourite ? 'POST' : 'DELETE',
        body: { IdFestival: festivalId },
      }),
    onMutate: async ({ festivalId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        favourite
          ? [festivalId, ...ids.filter((id) => id !== festivalId)]
          : ids.filter((id) => id !== festivalId),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: ['festivals'], predicate: isFavouritesQuery });
    },
  });
}

/** Directory queries whose filter keeps only favourites (their results depend on the hearts). */
function isFavouritesQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey.some(
    (part) =>
      typeof part === 'object' && part !== null && (part as { IsFavoris?: unknown }).IsFavoris === true,
  );
}
