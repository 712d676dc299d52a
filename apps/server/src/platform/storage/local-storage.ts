import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertStorageKey, type MediaStorage } from './media-storage.ts';

/**
 * Files on the local disk under `root` (`DATA_DIR/media` by default). A write goes to a
 * temporary name in the same folder and is renamed into place, so a reader never serves a
 * half-written file and a crash leaves at most a `.tmp-` file behind.
 */
export function createLocalStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // Keys are checked segment by segment already; this is the second lock on the same door.
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // Same disk: a rename, instant whatever the size.
        await rename(sourcePath, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy to a temporary name beside the target, then rename into place.
        const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
        try {
          await copyFile(sourcePath, temporary);
          await rename(temporary, path);
          await rm(sourcePath, { force: true });
        } catch (copyError) {
          await rm(temporary, { force: true });
          throw copyError;
        }
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, open: (range) => createReadStream(path, range) };
    },
    async localCopy(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      // The file itself: nothing to release.
      return info?.isFile() ? { path, release: async () => undefined } : undefined;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeFolder(prefix) {
      await rm(pathOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
    },
  };
}
