import type { Database } from '@shortlist/db/client';
import type { Config } from './config.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { VersionWatch } from './performance/version-watch.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import type { PhotoIntake } from './storage/uploaded-photo.ts';
import type { UploadStore } from './uploads/upload-store.ts';

/** What every module reaches through `app.ctx` (one object, set once by buildApp). */
export type AppContext = {
  config: Config;
  database: Database;
  now: () => Date;
  version: string;
  /** Uploaded files (photos, documents): the local disk `DATA_DIR/media` unless the app is given another. */
  storage: MediaStorage;
  /** Video uploads in progress (tus): `DATA_DIR/uploads`, or the bucket with MEDIA_STORAGE=s3. */
  uploads: UploadStore;
  /** The image queue and the per-account upload rate uploaded photos pass (issue 29). */
  photoIntake: PhotoIntake;
  /** Tells the festival caches when a festival changed, on any app server (`festival-changes.ts`). */
  festivalChanges: VersionWatch;
  /** The figures of `GET /metrics`, when METRICS_TOKEN turns it on (`metrics/metrics.ts`); else none are kept. */
  metrics: Metrics | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
