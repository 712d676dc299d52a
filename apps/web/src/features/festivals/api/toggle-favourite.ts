import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite } from './add-favourite.ts';
import { festivalKeys } from './query-keys.ts';
import { removeFavourite } from './remove-favourite.ts';

/**
 * Adds or removes a favourite. The heart changes at once and goes back if the call fails; a
 * directory filtered on favourites reloads.
 */
export function useToggleFavourite(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const key = festivalKeys.favourites(accountId);
  return useMutation({
    mutationFn: ({ festivalId, favourite }: { festivalId: number; favourite: boolean }) =>
      favourite ? addFavourite(festivalId) : removeFavourite(festivalId),
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
      await queryClient.invalidateQueries({ queryKey: festivalKeys.all, predicate: isFavouritesQuery });
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
