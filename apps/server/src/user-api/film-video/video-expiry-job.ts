import type { Db } from '@shortlist/db/client';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { expireVideos } from './expire-videos.ts';

/** The job kind of the daily retention pass over film videos. */
export const VIDEO_EXPIRY_JOB = 'video-expiry';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
const passOfDay = (day: Date) => ({
  kind: VIDEO_EXPIRY_JOB,
  dedupeKey: `${VIDEO_EXPIRY_JOB}:${day.toISOString()}`,
});

/** Queues today's pass (a minute from now) unless it exists: restarts the daily chain. */
export async function scheduleVideoExpiry(db: Db, options: { now: Date }): Promise<void> {
  await enqueueJob(db, {
    ...passOfDay(dayStart(options.now)),
    runAt: new Date(options.now.getTime() + 60_000),
  });
}

/** Queues tomorrow's pass first (a failing pass never breaks the chain), then runs today's. */
export function videoExpiryJob(options: { storage: MediaStorage; publicUrl: string }): JobHandler {
  return async (_job, context) => {
    const now = context.now();
    const next = new Date(dayStart(now).getTime() + DAY_MS);
    await enqueueJob(context.db, { ...passOfDay(next), runAt: next });
    await expireVideos(context.db, { storage: options.storage, now, publicUrl: options.publicUrl });
  };
}
