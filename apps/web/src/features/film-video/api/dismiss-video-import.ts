import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { videoImportKeys } from './get-video-imports.ts';

/** `DELETE films/{IdFilm}/video/imports/{id}`: a failed import, read, is put away. */
export async function dismissVideoImport(
  queryClient: QueryClient,
  filmId: number,
  id: string,
): Promise<void> {
  await apiRequest<void>(`/api/films/${filmId}/video/imports/${id}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: videoImportKeys.list(filmId) });
}
