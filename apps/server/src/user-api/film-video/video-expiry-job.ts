import { defineRecurringJob } from '../../platform/recurring-jobs.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { expireVideos } from './expire-videos.ts';

/** The job kind of the daily retention pass over film videos. */
export const VIDEO_EXPIRY_JOB = 'video-expiry';

/** Once a day (from midnight UTC, a minute after a start): the retention pass over film videos. */
export const videoExpiryJob = defineRecurringJob({
  kind: VIDEO_EXPIRY_JOB,
  everyMs: 24 * 60 * 60 * 1000,
  firstRunAfterMs: 60_000,
  run: ({ db, now }, options: { storage: MediaStorage; publicUrl: string }) =>
    expireVideos(db, { storage: options.storage, now, publicUrl: options.publicUrl }),
});
