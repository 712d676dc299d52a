import type { VideoType } from '@shortlist/domain/media/video-rules';
import { Upload } from 'tus-js-client';
import { CSRF_HEADER } from '../../../shared/api/client.ts';
import { csrfToken } from './csrf.ts';

/** Bytes per PATCH: a dropped connection loses at most one chunk, and progress moves often. */
export const CHUNK_BYTES = 5 * 1024 * 1024;

/**
 * A resumable upload of a film video or trailer to `/api/uploads` (tus). Its URL is remembered
 * in the browser under this film, type and file, so choosing the same file again after a
 * reload resumes where it stopped. Errors the server gives (413, 415, 404) are final; network
 * failures and 5xx are retried.
 */
export function createVideoUpload(options: {
  file: File;
  filmId: number;
  type: VideoType;
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  onError(error: Error, status: number | undefined): void;
}): Upload {
  const { file, filmId, type } = options;
  const csrf = csrfToken();
  return new Upload(file, {
    endpoint: '/api/uploads',
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    headers: csrf ? { [CSRF_HEADER]: csrf } : {},
    metadata: { filmId: String(filmId), type, filename: file.name, filetype: file.type },
    fingerprint: async () =>
      ['shortlist-video', filmId, type, file.name, file.size, file.lastModified].join(':'),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus();
      return status === undefined || status === 0 || status >= 500 || status === 423 || status === 409;
    },
    onProgress: options.onProgress,
    onSuccess: () => options.onSuccess(),
    onError(error) {
      const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
      options.onError(error, status ?? undefined);
    },
  });
}

/** Starts `upload`, first resuming the same file's unfinished upload if the browser has one. */
export async function startOrResume(upload: Upload): Promise<void> {
  const previous = await upload.findPreviousUploads();
  const last = previous[0];
  if (last) upload.resumeFromPreviousUpload(last);
  upload.start();
}
