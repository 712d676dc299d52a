import { type VideoImport, ZVideoImport } from '@shortlist/domain/media/video-links';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';

export const videoImportKeys = { list: (filmId: number) => ['film-video-imports', filmId] as const };

/** `GET films/{IdFilm}/video/imports`: the link imports running or failed, with their progress. */
export async function getVideoImports(filmId: number): Promise<VideoImport[]> {
  return z.array(ZVideoImport).parse(await apiRequest<unknown>(`/api/films/${filmId}/video/imports`));
}

/** Polls every second while an import runs, so its progress moves and its end is seen. */
export function useVideoImports(filmId: number) {
  return useQuery({
    queryKey: videoImportKeys.list(filmId),
    queryFn: () => getVideoImports(filmId),
    refetchInterval: (query) => (query.state.data?.some((i) => i.Erreur === null) ? 1000 : false),
  });
}
