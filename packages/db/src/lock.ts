import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'shortlist.lock';

export type FolderLock = { release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of a PGlite data folder: PGlite is single-process and two processes on
 * one folder corrupt it. A lock left by a process that is gone is taken over.
 * `label` is the folder as the user wrote it, for the message.
 */
export function lockDataFolder(dataDir: string, label = dataDir): FolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(path, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new Error(`Another Shortlist process is using ${label} (pid ${pid}). Stop it or set DATA_DIR.`);
    }
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock on ${label}.`);
}
