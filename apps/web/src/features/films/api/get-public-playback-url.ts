import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * `GET public/films/{id or shortname}/video/{type}/url`: a short-lived signed URL playing the
 * film's trailer (or its film, with full sharing), asked for when the visitor presses play.
 */
export async function getPublicPlaybackUrl(filmKey: string, type: VideoType): Promise<VideoPlaybackUrl> {
  // zod and the schema load with the player, not with the page (the film page's script budget).
  const [answer, { ZVideoPlaybackUrl }] = await Promise.all([
    apiRequest<unknown>(`/api/public/films/${encodeURIComponent(filmKey)}/video/${type}/url`),
    import('@shortlist/domain/media/video-contracts'),
  ]);
  return ZVideoPlaybackUrl.parse(answer);
}
