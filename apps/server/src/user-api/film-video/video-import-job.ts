import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { videoMaxBytes } from '@shortlist/domain/media/video-rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs.ts';
import { safeDownload } from '../../platform/net/safe-download.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { finishVideoUpload } from './finish-video-upload.ts';
import { dropVideoUpload } from './video-uploads.ts';

/** The job kind that downloads an imported video link into storage. */
export const VIDEO_IMPORT_JOB = 'video-import';

const ZPayload = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/),
  url: z.string(),
  source: z.enum(['link', 'dropbox', 'google']),
});

/**
 * Downloads the link (public addresses only, within the film's size limit) into the uploads
 * folder, then finishes it as an upload: first bytes must be a video, it becomes the film's
 * video. A refused or failed link leaves nothing behind (no retry: the same link fails again).
 */
export function videoImportJob(options: {
  storage: MediaStorage;
  uploadsDir: string;
  allowPrivate?: boolean;
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
    const path = join(options.uploadsDir, upload.Id);
    try {
      const maxBytes = videoMaxBytes({
        type: upload.TypeVideo,
        superStampExpiry: owner?.DateExpirationSuperTimbre ?? null,
        now,
      });
      const size = await safeDownload(payload.url, path, {
        maxBytes,
        allowPrivate: options.allowPrivate ?? false,
      });
      await context.db.update(filmVideoUpload).set({ Taille: size }).where(eq(filmVideoUpload.Id, upload.Id));
      await finishVideoUpload(context.db, {
        uploadId: upload.Id,
        filePath: path,
        storage: options.storage,
        now,
        source: payload.source,
      });
    } catch {
      await dropVideoUpload(context.db, upload.Id);
      await rm(path, { force: true });
    }
  };
}
