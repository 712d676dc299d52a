import type { QueryClient } from '@tanstack/react-query';
import { filmKeys } from './query-keys.ts';

/** After a photo or document changes: its list, the completeness and the list's poster are asked again. */
export async function refreshMedia(
  queryClient: QueryClient,
  IdFilm: number,
  what: 'photos' | 'documents',
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: what === 'photos' ? filmKeys.photos(IdFilm) : filmKeys.documents(IdFilm),
    }),
    queryClient.invalidateQueries({ queryKey: filmKeys.completions(IdFilm) }),
    queryClient.invalidateQueries({ queryKey: filmKeys.film(IdFilm) }),
    queryClient.invalidateQueries({ queryKey: filmKeys.lists }),
  ]);
}
