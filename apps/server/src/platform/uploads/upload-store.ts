import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { Config } from '../config.ts';
import type { MediaStorage } from '../storage/media-storage.ts';

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
  /**
   * Writes the whole of `body` as the upload `id` (a link import, which has no tus state) and
   * answers it complete: a file in the uploads folder, or an object in the bucket streamed in
   * parts with no local file. A failed body leaves nothing behind. Answers the bytes written.
   */
  receive(
    id: string,
    body: Readable,
    options: { maxBytes: number },
  ): Promise<FinishedUpload & { size: number }>;
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
    async receive(id, body) {
      const path = join(directory, id);
      // The folder may be new (no tus upload has run yet).
      await mkdir(directory, { recursive: true });
      try {
        await pipeline(body, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { ...localFinishedFile(path), size: (await stat(path)).size };
    },
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
 * The upload store MEDIA_STORAGE names. The S3 one is imported only when chosen: the AWS SDK
 * would add about 30 MB to every server on local disk (bench/upload).
 */
export async function createUploadStore(
  config: Pick<Config, 'uploadsDir' | 'mediaStorage'>,
): Promise<UploadStore> {
  if (config.mediaStorage.kind !== 's3') return createLocalUploadStore(config.uploadsDir);
  const { createS3UploadStore } = await import('./s3-upload-store.ts');
  return createS3UploadStore(config.mediaStorage.s3);
}
