import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Config, S3Settings } from '../config.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { createS3Storage, s3ClientConfig } from '../storage/s3-storage.ts';

/**
 * A complete upload, wherever its bytes are: its first bytes (is it a video?) and the move into
 * the media store under its final key. The source is gone after `moveTo`.
 */
export type FinishedUpload = {
  firstBytes(count: number): Promise<Uint8Array>;
  moveTo(storage: MediaStorage, key: string): Promise<void>;
};

/**
 * Where resumable (tus) uploads live while in progress: the local disk (`DATA_DIR/uploads`,
 * `@tus/file-store`) by default, the media bucket with MEDIA_STORAGE=s3 (`@tus/s3-store`, an S3
 * multipart upload per tus upload). Both keep their state beside the bytes, so an upload resumes
 * after a server restart.
 */
export type UploadStore = {
  /** The store `@tus/server` writes through. */
  datastore: DataStore;
  /** The complete upload `id`. */
  finished(id: string): FinishedUpload;
  /** Forgets an unfinished upload: its bytes and state (a missing one is fine). */
  remove(id: string): Promise<void>;
  /** Forgets the state of an upload whose bytes were moved away (finished). */
  forget(id: string): Promise<void>;
};

/** A complete file on the local disk (a finished tus upload, a downloaded link). */
export function localFinishedFile(path: string): FinishedUpload {
  return {
    async firstBytes(count) {
      const file = await open(path, 'r');
      try {
        const bytes = Buffer.alloc(count);
        const { bytesRead } = await file.read(bytes, 0, count, 0);
        return bytes.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    moveTo: (storage, key) => storage.putFile(key, path),
  };
}

export function createLocalUploadStore(directory: string): UploadStore {
  const store = new FileStore({ directory });
  return {
    datastore: store,
    finished: (id) => localFinishedFile(join(directory, id)),
    async remove(id) {
      await store.remove(id).catch(() => undefined);
      await store.configstore.delete(id).catch(() => undefined);
    },
    async forget(id) {
      await store.configstore.delete(id).catch(() => undefined);
    },
  };
}

/**
 * Uploads in the media bucket. `@tus/s3-store` names its objects after the upload id at the
 * bucket's root: `<id>` (the S3 multipart upload, then the complete object), `<id>.info` (the
 * tus state) and `<id>.part` (a tail shorter than S3's 5 MiB smallest part, kept until more
 * bytes come). A finished upload is moved to its key by a copy inside the bucket: its bytes
 * never come back through the server.
 */
export function createS3UploadStore(settings: S3Settings): UploadStore {
  const bucket = createS3Storage(settings);
  const store = new S3Store({
    // 8 MiB parts: each is staged in the temporary folder, not in memory, before it is sent.
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
  });
  const forget = async (id: string) => {
    await bucket.remove(`${id}.info`);
    await bucket.remove(`${id}.part`);
  };
  return {
    datastore: store,
    finished: (id) => ({
      async firstBytes(count) {
        const stored = await bucket.get(id);
        if (!stored || stored.size === 0) return new Uint8Array();
        return buffer(stored.open({ start: 0, end: Math.min(count, stored.size) - 1 }));
      },
      // The media store is this same bucket (MEDIA_STORAGE=s3 sets both).
      moveTo: (_storage, key) => bucket.move(id, key),
    }),
    async remove(id) {
      // Aborts the S3 multipart upload (its parts are billed until then) and deletes its state.
      await store.remove(id).catch(() => undefined);
      await bucket.remove(id);
      await forget(id);
    },
    forget,
  };
}

/** The upload store MEDIA_STORAGE names. */
export function createUploadStore(config: Pick<Config, 'uploadsDir' | 'mediaStorage'>): UploadStore {
  return config.mediaStorage.kind === 's3'
    ? createS3UploadStore(config.mediaStorage.s3)
    : createLocalUploadStore(config.uploadsDir);
}
