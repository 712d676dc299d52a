import { buffer } from 'node:stream/consumers';
import { S3Store } from '@tus/s3-store';
import type { S3Settings } from '../config.ts';
import { createS3Storage, s3ClientConfig } from '../storage/s3-storage.ts';
import type { FinishedUpload, UploadStore } from './upload-store.ts';

/**
 * Uploads in the media bucket. `@tus/s3-store` names its objects after the upload id at the
 * bucket's root: `<id>` (the S3 multipart upload, then the complete object), `<id>.info` (the
 * tus state) and `<id>.part` (a tail shorter than S3's 5 MiB smallest part, kept until more
 * bytes come). A finished upload is moved to its key by a copy inside the bucket: its bytes
 * never come back through the server.
 */
export function createS3UploadStore(
  settings: S3Settings,
  options: {
    /** Tests only: smaller parts for link imports, so their multipart path runs on small files. */
    partBytes?: number;
  } = {},
): UploadStore {
  const bucket = createS3Storage(settings, options.partBytes ? { partBytes: options.partBytes } : {});
  const store = new S3Store({
    // 8 MiB parts: each is staged in the temporary folder, not in memory, before it is sent.
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
  });
  const forget = async (id: string) => {
    await bucket.remove(`${id}.info`);
    await bucket.remove(`${id}.part`);
  };
  const finished = (id: string): FinishedUpload => ({
    async firstBytes(count) {
      const stored = await bucket.get(id);
      if (!stored || stored.size === 0) return new Uint8Array();
      return buffer(stored.open({ start: 0, end: Math.min(count, stored.size) - 1 }));
    },
    // The media store is this same bucket (MEDIA_STORAGE=s3 sets both).
    moveTo: (_storage, key) => bucket.move(id, key),
  });
  return {
    datastore: store,
    finished,
    async receive(id, body, { maxBytes }) {
      // Streamed into the object `<id>` (where a tus upload ends too): no local file, one part
      // in memory; then finished like a tus upload (first bytes read back, moved by a copy).
      const size = await bucket.putStream(id, body, { maxBytes });
      return { ...finished(id), size };
    },
    async remove(id) {
      // Aborts the S3 multipart upload (its parts are billed until then) and deletes its state.
      await store.remove(id).catch(() => undefined);
      await bucket.remove(id);
      await forget(id);
    },
    forget,
  };
}
