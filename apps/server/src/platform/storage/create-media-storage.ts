import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The store MEDIA_STORAGE names: the local disk (`DATA_DIR/media`) by default, or the S3 bucket. */
export function createMediaStorage(config: Pick<Config, 'mediaDir' | 'mediaStorage'>): MediaStorage {
  return config.mediaStorage.kind === 's3'
    ? createS3Storage(config.mediaStorage.s3)
    : createLocalStorage(config.mediaDir);
}
