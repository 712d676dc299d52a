import { ZApiError } from '@shortlist/domain/errors';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { ApiRequestError, CSRF_HEADER, NetworkError } from '../../../shared/api/client.ts';
import { csrfToken } from './csrf.ts';

/**
 * `PUT films/{IdFilm}/video/{type}/subtitles/{idLangue}`: the SRT file's bytes as the body (the
 * upload pattern of photos). A file with errors rejects with ApiRequestError `SUBTITLE_INVALID`,
 * one field per error (`line:<n>`, its sentence in the page's language in `message`).
 */
export async function putSubtitles(options: {
  filmId: number;
  type: VideoType;
  idLangue: number;
  file: File;
  language: string;
}): Promise<void> {
  const query = new URLSearchParams({ FichierOriginal: options.file.name.slice(0, 255) });
  const csrf = csrfToken();
  let response: Response;
  try {
    response = await fetch(
      `/api/films/${options.filmId}/video/${options.type}/subtitles/${options.idLangue}?${query}`,
      {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/octet-stream',
          Accept: 'application/json',
          culture: options.language,
          ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        },
        body: options.file,
        credentials: 'include',
      },
    );
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return;
  const parsed = ZApiError.safeParse(await response.json().catch(() => null));
  throw new ApiRequestError({
    status: response.status,
    code: parsed.success ? parsed.data.code : 'INTERNAL',
    message: parsed.success ? parsed.data.message : response.statusText,
    ...(parsed.success && parsed.data.fields ? { fields: parsed.data.fields } : {}),
  });
}
