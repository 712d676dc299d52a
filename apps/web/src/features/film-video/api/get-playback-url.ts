import { type VideoPlaybackUrl, ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { apiRequest } from '../../../shared/api/client.ts';

/** `GET films/{IdFilm}/video/{type}/url`: a short-lived signed URL the player streams from. */
export async function getPlaybackUrl(filmId: number, type: VideoType): Promise<VideoPlaybackUrl> {
  return ZVideoPlaybackUrl.parse(await apiRequest<unknown>(`/api/films/${filmId}/video/${type}/url`));
}
