import type { Db } from '@shortlist/db/client';
import type { AppModule } from './app.ts';
import { createPaymentProvider } from './order-api/payments/create-payment-provider.ts';
import { orderExpiryJob } from './order-api/payments/order-expiry-job.ts';
import type { Config, PaymentProviderName } from './platform/config.ts';
import { type JobFailureLog, JobRunner, type JobRunObserver } from './platform/jobs.ts';
import type { DownloadLimits } from './platform/net/safe-download.ts';
import type { MediaStorage } from './platform/storage/media-storage.ts';
import { createLocalUploadStore, type UploadStore } from './platform/uploads/upload-store.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from './user-api/auth/password-reset-job.ts';
import { deadlineRemindersJob } from './user-api/favourites/deadline-reminders-job.ts';
import { callLifecycleJob } from './user-api/festivals/call-lifecycle-job.ts';
import { cleanVideoUploadsJob } from './user-api/film-video/clean-video-uploads-job.ts';
import { VIDEO_CHECK_JOB, videoCheckJob } from './user-api/film-video/video-check-job.ts';
import { videoExpiryJob } from './user-api/film-video/video-expiry-job.ts';
import { VIDEO_IMPORT_JOB, videoImportJob } from './user-api/film-video/video-import-job.ts';

/*
 * Background work (docs/architecture.md, "Background work"): every job kind's handler is
 * registered here, and every recurring job (`defineRecurringJob`) is first queued here, so
 * main.ts and the tests run the same runner. A feature adds its kind in both functions below;
 * a kind that may run for minutes or hours (a download, a video probe) is declared in the `slow`
 * lane, so it never delays an email, an expiry or the payment reconciliation.
 */

export type BackgroundJobsOptions = {
  db: Db;
  publicUrl: string;
  /** `config.paymentProvider`: the expiry job asks the same provider as the order API (sandbox when unset). */
  paymentProvider?: PaymentProviderName;
  /** `config.mollie`: Mollie's key and address when `paymentProvider` is `mollie`. */
  mollie?: Config['mollie'];
  now?: () => Date;
  /** With `--only order-api`, the user API's jobs run on the instances that serve it. */
  only?: AppModule | undefined;
  /** Where unfinished video uploads are kept (`config.uploadsDir`); their cleaning runs when given. */
  uploadsDir?: string;
  /** Video uploads in progress (`app.ctx.uploads`); else the local store in `uploadsDir`. */
  uploads?: UploadStore;
  /** Uploaded files (`app.ctx.storage`); the video check runs when given. */
  storage?: MediaStorage;
  /** Tests only: video imports may fetch a local server. */
  videoImportAllowPrivate?: boolean;
  /** How long a video import may take (`config.videoImportHours`; tests: seconds). */
  videoImportLimits?: Partial<DownloadLimits>;
  /** Where failed runs are logged with their job id (the app's logger). */
  log?: JobFailureLog;
  /** Where runs are counted for `/metrics` (`app.ctx.metrics`). */
  metrics?: JobRunObserver | undefined;
};

/** A runner with the handlers of every job kind this instance serves. */
export function createJobRunner(options: BackgroundJobsOptions): JobRunner {
  const runner = new JobRunner({
    db: options.db,
    ...(options.now ? { now: options.now } : {}),
    log: options.log,
    metrics: options.metrics,
  });
  if (options.only !== 'order-api') {
    runner.register(PASSWORD_RESET_JOB, passwordResetJob({ publicUrl: options.publicUrl }));
    runner.register(
      deadlineRemindersJob.kind,
      deadlineRemindersJob.handler({ publicUrl: options.publicUrl }),
    );
    runner.register(callLifecycleJob.kind, callLifecycleJob.handler(undefined));
    const uploads =
      options.uploads ?? (options.uploadsDir ? createLocalUploadStore(options.uploadsDir) : undefined);
    if (uploads) runner.register(cleanVideoUploadsJob.kind, cleanVideoUploadsJob.handler({ uploads }));
    if (options.storage) {
      runner.register(VIDEO_CHECK_JOB, videoCheckJob({ storage: options.storage }), { lane: 'slow' });
      runner.register(
        videoExpiryJob.kind,
        videoExpiryJob.handler({ storage: options.storage, publicUrl: options.publicUrl }),
      );
    }
    if (options.storage && uploads) {
      runner.register(
        VIDEO_IMPORT_JOB,
        videoImportJob({
          storage: options.storage,
          uploads,
          allowPrivate: options.videoImportAllowPrivate ?? false,
          limits: options.videoImportLimits,
        }),
        { lane: 'slow' },
      );
    }
  }
  if (options.only !== 'user-api') {
    // The configured provider, built by the one factory the order API uses too.
    const config = {
      paymentProvider: options.paymentProvider ?? 'sandbox',
      publicUrl: options.publicUrl,
      mollie: options.mollie ?? null,
    } as const;
    const provider = (db: Db) => createPaymentProvider(config, db);
    runner.register(orderExpiryJob.kind, orderExpiryJob.handler({ provider, publicUrl: options.publicUrl }));
  }
  return runner;
}

/**
 * Queues the first run of each recurring job (each then queues its next run). Idempotent, so
 * every instance calls it at start.
 */
export async function scheduleRecurringJobs(options: BackgroundJobsOptions): Promise<void> {
  const now = options.now?.() ?? new Date();
  if (options.only !== 'order-api') {
    await deadlineRemindersJob.schedule(options.db, { now });
    await callLifecycleJob.schedule(options.db, { now });
    if (options.uploads ?? options.uploadsDir) await cleanVideoUploadsJob.schedule(options.db, { now });
    if (options.storage) await videoExpiryJob.schedule(options.db, { now });
  }
  if (options.only !== 'user-api') await orderExpiryJob.schedule(options.db, { now });
}
