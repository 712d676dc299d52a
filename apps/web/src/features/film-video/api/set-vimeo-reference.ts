import type { VideoType } from '@shortlist/domain/media/video-rules';
import { VIMEO_SOURCES, type VimeoReferenceRequest } from '@shortlist/domain/media/vimeo';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmVideoKeys } from './get-film-videos.ts';

const ZAnswer = z.object({ IdVideo: z.number().int(), source: z.enum(VIMEO_SOURCES) });

/** `PUT films/{IdFilm}/video/{type}/vimeo`: the video becomes a reference to a private Vimeo video. */
export async function setVimeoReference(
  queryClient: QueryClient,
  filmId: number,
  type: VideoType,
  body: VimeoReferenceRequest,
): Promise<z.infer<typeof ZAnswer>> {
  const answer = ZAnswer.parse(
    await apiRequest<unknown>(`/api/films/${filmId}/video/${type}/vimeo`, { method: 'PUT', body }),
  );
  await queryClient.invalidateQueries({ queryKey: filmVideoKeys.list(filmId) });
  return answer;
}
