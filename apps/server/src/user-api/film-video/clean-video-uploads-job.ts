import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { inArray, lt } from 'drizzle-orm';
import { defineRecurringJob } from '../../platform/recurring-jobs.ts';
import type { UploadStore } from '../../platform/uploads/upload-store.ts';

/** The job kind that removes video uploads left unfinished for a day (issue 13), once an hour. */
export const CLEAN_VIDEO_UPLOADS_JOB = 'clean-video-uploads';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Removes the uploads created more than a day ago and still unfinished: their bytes, their tus
 * state (on the disk, or in the bucket where the S3 multipart upload is aborted) and their row.
 * Returns how many went.
 */
export async function cleanVideoUploads(
  db: Db,
  options: { uploads: Pick<UploadStore, 'remove'>; now: Date },
): Promise<number> {
  const stale = await db
    .select({ Id: filmVideoUpload.Id })
    .from(filmVideoUpload)
    .where(lt(filmVideoUpload.DateCreation, new Date(options.now.getTime() - DAY_MS)));
  if (stale.length === 0) return 0;
  for (const { Id } of stale) {
    await options.uploads.remove(Id);
  }
  await db.delete(filmVideoUpload).where(
    inArray(
      filmVideoUpload.Id,
      stale.map((row) => row.Id),
    ),
  );
  return stale.length;
}

/** Once an hour (a minute after a start): removes the uploads left unfinished for a day. */
export const cleanVideoUploadsJob = defineRecurringJob({
  kind: CLEAN_VIDEO_UPLOADS_JOB,
  everyMs: HOUR_MS,
  firstRunAfterMs: 60_000,
  run: ({ db, now }, options: { uploads: Pick<UploadStore, 'remove'> }) =>
    cleanVideoUploads(db, { uploads: options.uploads, now }),
});
