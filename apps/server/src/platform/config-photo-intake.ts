import { availableParallelism } from 'node:os';

/** How uploaded photos are let in to be processed (issue 29; `storage/uploaded-photo.ts`). */
export type PhotoIntakeSettings = {
  /**
   * Image jobs processed at once on this instance, each one core of the image worker
   * (IMAGE_JOBS; default half the cores, at least one: the other half serves requests and sign-ins).
   */
  running: number;
  /** Jobs waiting beyond those; one more answers 503 IMAGE_QUEUE_FULL (IMAGE_JOBS_WAITING, default 8). */
  waiting: number;
  /** Photo uploads processed per account and minute on this instance (PHOTO_UPLOADS_PER_MINUTE, default 20). */
  uploadsPerMinute: number;
};

export function photoIntakeSettings(e: {
  IMAGE_JOBS?: number | undefined;
  IMAGE_JOBS_WAITING: number;
  PHOTO_UPLOADS_PER_MINUTE: number;
}): PhotoIntakeSettings {
  return {
    running: e.IMAGE_JOBS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    waiting: e.IMAGE_JOBS_WAITING,
    uploadsPerMinute: e.PHOTO_UPLOADS_PER_MINUTE,
  };
}
