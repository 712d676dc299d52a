import { type VideoPlaybackUrl, ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/**
 * `GET entries/{IdInscription}/videos/{type}/url`: a short-lived URL signed for this member, with
 * the poster and the subtitle tracks signed the same way. Asked when the member presses play and
 * again before it expires, never ahead.
 */
export async function getEntryVideoUrl(IdInscription: number, type: VideoType): Promise<VideoPlaybackUrl> {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/entries/${IdInscription}/videos/${type}/url`,
  );
  return ZVideoPlaybackUrl.parse(answer);
}
