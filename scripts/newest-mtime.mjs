import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of the given files or folders, skipping build and dependency folders. */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      const children = readdirSync(path).filter((n) => !['node_modules', 'dist', 'data'].includes(n));
      newest = Math.max(newest, newestMtime(children.map((n) => join(path, n))));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}
