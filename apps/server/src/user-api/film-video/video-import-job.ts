import type { Readable } from 'node:stream';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import type { VideoImportFailure } from '@shortlist/domain/media/video-links';
import { videoMaxBytes } from '@shortlist/domain/media/video-rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { DownloadError, type DownloadLimits, openSafeDownload } from '../../platform/net/safe-download.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { UploadStore } from '../../platform/uploads/upload-store.ts';
import { finishVideoUpload } from './finish-video-upload.ts';

/** The job kind that downloads an imported video link into storage. */
export const VIDEO_IMPORT_JOB = 'video-import';

/** Progress is written at most this often, so a fast download is not slowed by its updates. */
const PROGRESS_EVERY_BYTES = 1024 * 1024;

const ZPayload = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/),
  url: z.string(),
  source: z.enum(['link', 'dropbox', 'google']),
});

/** What the filmmaker is told about a failed import (the row keeps it). */
export function importFailureOf(error: unknown): VideoImportFailure {
  if (error instanceof DownloadError) {
    if (error.reason === 'too-large') return 'TOO_LARGE';
    if (error.reason === 'private') return 'REFUSED';
    if (error.reason === 'too-slow') return 'TOO_SLOW';
    return 'UNREACHABLE';
  }
  if (error instanceof AppError && error.code === 'FILE_TYPE_REFUSED') return 'NOT_VIDEO';
  // A refused connection, a timeout, a reset: the link could not be read.
  return 'UNREACHABLE';
}

/**
 * Streams the link (public addresses only, within the film's size limit) into the upload store
 * (the uploads folder, or straight into the bucket with MEDIA_STORAGE=s3: no local file),
 * writing its progress on the upload row, then finishes it as an upload: first bytes must be a
 * video, it becomes the film's video (and its row goes). A refused or failed link keeps its row
 * with the reason (`Erreur`) for the filmmaker and no bytes; no retry, since the same link fails
 * again. A link slower than `limits` (a deadline, a minimum rate) is cut: the job runs in the
 * runner's slow lane, and a place there is not held for hours by a link that drips.
 */
export function videoImportJob(options: {
  storage: MediaStorage;
  uploads: Pick<UploadStore, 'receive' | 'remove'>;
  allowPrivate?: boolean;
  limits?: Partial<DownloadLimits>;
}): JobHandler {
  return async (job, context) => {
    const payload = ZPayload.parse(job.Payload);
    const [upload] = await context.db
      .select()
      .from(filmVideoUpload)
      .where(eq(filmVideoUpload.Id, payload.uploadId));
    if (!upload) return;
    const [owner] = await context.db
      .select({ DateExpirationSuperTimbre: film.DateExpirationSuperTimbre })
      .from(film)
      .where(eq(film.Id, upload.IdFilm));
    const now = context.now();
    // Progress updates run one after the other, never two at once on the same row.
    let reported = 0;
    let progress: Promise<unknown> = Promise.resolve();
    const report = (values: { Recu: number; Taille?: number }) => {
      progress = progress
        .then(() => context.db.update(filmVideoUpload).set(values).where(eq(filmVideoUpload.Id, upload.Id)))
        .catch(() => undefined);
    };
    let body: Readable | undefined;
    try {
      const maxBytes = videoMaxBytes({
        type: upload.TypeVideo,
        superStampExpiry: owner?.DateExpirationSuperTimbre ?? null,
        now,
      });
      const download = await openSafeDownload(payload.url, {
        maxBytes,
        allowPrivate: options.allowPrivate ?? false,
        limits: options.limits,
        onProgress(written, announced) {
          if (written === 0) return report({ Recu: 0, Taille: announced ?? 0 });
          if (written - reported < PROGRESS_EVERY_BYTES) return;
          reported = written;
          report({ Recu: written });
        },
      });
      body = download.body;
      const file = await options.uploads.receive(upload.Id, body, { maxBytes });
      const size = file.size;
      await progress;
      await context.db
        .update(filmVideoUpload)
        .set({ Taille: size, Recu: size })
        .where(eq(filmVideoUpload.Id, upload.Id));
      await finishVideoUpload(context.db, {
        uploadId: upload.Id,
        file,
        storage: options.storage,
        now,
        source: payload.source,
      });
    } catch (error) {
      // A store that failed before reading it all must not keep the connection open.
      body?.destroy();
      await progress;
      // A failed stream left nothing; bytes that are not a video are in the store: both go.
      await options.uploads.remove(upload.Id);
      await context.db
        .update(filmVideoUpload)
        .set({ Erreur: importFailureOf(error) })
        .where(eq(filmVideoUpload.Id, upload.Id));
    }
  };
}
