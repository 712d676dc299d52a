import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: photos and their variants, documents, person photos, later the
 * film videos of the media issue. Areas only ever see this interface; the local disk
 * (`DATA_DIR/media`, `local-storage.ts`) is the default and an S3-compatible store
 * (`s3-storage.ts`, MEDIA_STORAGE=s3) takes its place by configuration without any area changing.
 *
 * Keys are relative paths of safe segments (`films/12/upload-by/3/size/origin/ab12.jpg`):
 * letters, digits, `.`, `_`, `-`, never `.` or `..` alone. A key that breaks this is a bug in
 * the caller, so it throws.
 */
export type StoredFile = {
  size: number;
  /**
   * Opened on demand, so a caller that only needs the size does not hold a file open. `range`
   * (inclusive byte offsets, as in HTTP) reads a part: video playback seeks with range requests.
   */
  open(range?: { start: number; end: number }): Readable;
};

export type LocalCopy = { path: string; release(): Promise<void> };

export type MediaStorage = {
  /** Writes the whole file; a reader never sees it half-written. Overwrites an existing key. */
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Moves a finished file from the local disk into the store under `key` (a completed video
   * upload: gigabytes, never read into memory). The source is gone afterwards; a reader never
   * sees the key half-written.
   */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /**
   * A file on the local disk that a tool (ffprobe, ffmpeg) can open and seek: the file itself on
   * the local store, a temporary download from a remote one. `release` when done (it removes the
   * download). Undefined when there is no such file.
   */
  localCopy(key: string): Promise<LocalCopy | undefined>;
  /** Removes one file; a missing one is not an error (deleting twice is safe). */
  remove(key: string): Promise<void>;
  /** Removes every file under a folder key (`films/12/`), e.g. when a film is deleted. */
  removeFolder(prefix: string): Promise<void>;
};

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** True for a key made of safe segments (see `MediaStorage`). */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.length <= 16 && segments.every((s) => SEGMENT.test(s));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
