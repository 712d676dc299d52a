import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { inArray, lt } from 'drizzle-orm';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import type { UploadStore } from '../../platform/uploads/upload-store.ts';

/** The job kind that removes video uploads left unfinished for a day (issue 13), once an hour. */
export const CLEAN_VIDEO_UPLOADS_JOB = 'clean-video-uploads';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const hourStart = (date: Date) => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);

/** One job per hour slot (the deadline reminders' pattern: the key keeps one per slot). */
function cleanOfSlot(slot: Date) {
  return { kind: CLEAN_VIDEO_UPLOADS_JOB, dedupeKey: `${CLEAN_VIDEO_UPLOADS_JOB}:${slot.toISOString()}` };
}

export async function scheduleVideoUploadCleaning(db: Db, options: { now: Date }): Promise<void> {
  await enqueueJob(db, {
    ...cleanOfSlot(hourStart(options.now)),
    runAt: new Date(options.now.getTime() + 60_000),
  });
}

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

/** Queues the next hour's cleaning first (a failure never breaks the chain), then cleans. */
export function cleanVideoUploadsJob(options: { uploads: Pick<UploadStore, 'remove'> }): JobHandler {
  return async (_job, context) => {
    const now = context.now();
    const next = new Date(hourStart(now).getTime() + HOUR_MS);
    await enqueueJob(context.db, { ...cleanOfSlot(next), runAt: next });
    await cleanVideoUploads(context.db, { uploads: options.uploads, now });
  };
}
