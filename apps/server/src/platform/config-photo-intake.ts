import { ConfigError } from './config-error.ts';
import { defaultImageJobs, THREADS_KEPT_FROM_IMAGES, threadPoolSize } from './thread-pool.ts';

/** How uploaded photos are let in to be processed (issue 29; `storage/uploaded-photo.ts`). */
export type PhotoIntakeSettings = {
  /** Image jobs processed at once on this instance (IMAGE_JOBS; default half the cores). */
  running: number;
  /** Jobs waiting beyond those; one more answers 503 IMAGE_QUEUE_FULL (IMAGE_JOBS_WAITING, default 8). */
  waiting: number;
  /** Photo uploads processed per account and minute on this instance (PHOTO_UPLOADS_PER_MINUTE, default 20). */
  uploadsPerMinute: number;
};

/**
 * IMAGE_JOBS set by hand must leave two threads of libuv's pool to the rest of the server
 * (argon2 for sign-ins above all, `thread-pool.ts`); its default never takes more.
 */
export function photoIntakeSettings(
  e: { IMAGE_JOBS?: number | undefined; IMAGE_JOBS_WAITING: number; PHOTO_UPLOADS_PER_MINUTE: number },
  env: Record<string, string | undefined> = process.env,
): PhotoIntakeSettings {
  const pool = threadPoolSize(env);
  const most = Math.max(1, pool - THREADS_KEPT_FROM_IMAGES);
  if (e.IMAGE_JOBS !== undefined && e.IMAGE_JOBS > most) {
    throw new ConfigError(
      `Invalid configuration:\n  IMAGE_JOBS=${e.IMAGE_JOBS}: at most ${most} with a thread pool of ${pool} (UV_THREADPOOL_SIZE), so sign-ins keep ${THREADS_KEPT_FROM_IMAGES} threads`,
    );
  }
  return {
    running: e.IMAGE_JOBS ?? Math.min(defaultImageJobs(), most),
    waiting: e.IMAGE_JOBS_WAITING,
    uploadsPerMinute: e.PHOTO_UPLOADS_PER_MINUTE,
  };
}
