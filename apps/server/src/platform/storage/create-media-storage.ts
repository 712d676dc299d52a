import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';

/**
 * The store MEDIA_STORAGE names: the local disk (`DATA_DIR/media`) by default, or the S3 bucket.
 * The S3 store is imported only when chosen: the AWS SDK would add about 30 MB to every server on
 * local disk (bench/upload).
 */
export async function createMediaStorage(
  config: Pick<Config, 'mediaDir' | 'mediaStorage'>,
): Promise<MediaStorage> {
  if (config.mediaStorage.kind !== 's3') return createLocalStorage(config.mediaDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.mediaStorage.s3);
}
