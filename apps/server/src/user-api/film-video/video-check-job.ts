import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { checkVideo } from './check-video.ts';

/** The job kind that runs the technical check (ffprobe) of a finished video upload. */
export const VIDEO_CHECK_JOB = 'video-check';

const ZPayload = z.object({ IdVideo: z.number().int(), Fichier: z.string() });

/** The handler the job runner registers for VIDEO_CHECK_JOB (queued by `finishVideoUpload`). */
export function videoCheckJob(options: { storage: MediaStorage; ffprobe?: string }): JobHandler {
  return async (job, context) => {
    const payload = ZPayload.parse(job.Payload);
    await checkVideo(context.db, {
      ...payload,
      storage: options.storage,
      now: context.now(),
      ...(options.ffprobe ? { ffprobe: options.ffprobe } : {}),
    });
  };
}
