import type { VideoImportRequest } from '@shortlist/domain/media/video-links';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { videoImportKeys } from './get-video-imports.ts';

/** `POST films/{IdFilm}/video/import`: the server downloads the link as a job. */
export async function importVideoLink(
  queryClient: QueryClient,
  filmId: number,
  body: VideoImportRequest,
): Promise<string> {
  const { uploadId } = z
    .object({ uploadId: z.string() })
    .parse(await apiRequest<unknown>(`/api/films/${filmId}/video/import`, { method: 'POST', body }));
  await queryClient.invalidateQueries({ queryKey: videoImportKeys.list(filmId) });
  return uploadId;
}
