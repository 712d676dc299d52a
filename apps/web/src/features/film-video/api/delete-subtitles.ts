import type { VideoType } from '@shortlist/domain/media/video-rules';
import { apiRequest } from '../../../shared/api/client.ts';

/** `DELETE films/{IdFilm}/video/{type}/subtitles/{idLangue}`: the track and its file go. */
export async function deleteSubtitles(options: {
  filmId: number;
  type: VideoType;
  idLangue: number;
}): Promise<void> {
  await apiRequest<void>(`/api/films/${options.filmId}/video/${options.type}/subtitles/${options.idLangue}`, {
    method: 'DELETE',
  });
}
