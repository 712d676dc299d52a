import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { LOCK_FILE, lockDataFolder } from './lock.ts';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shortlist-lock-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('PGlite data folder lock', () => {
  it('refuses a second opener of the same folder with a clear message, and frees it on close', async () => {
    const dataDir = join(tempFolder(), 'pg');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Another Shortlist process is using ${dataDir} (pid ${process.pid}). Stop it or set DATA_DIR.`,
    );
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('refuses a folder locked by another live process', () => {
    const dataDir = tempFolder();
    const parentPid = process.ppid;
    writeFileSync(join(dataDir, LOCK_FILE), String(parentPid));
    expect(() => lockDataFolder(dataDir, './data/pg')).toThrow(
      `Another Shortlist process is using ./data/pg (pid ${parentPid}). Stop it or set DATA_DIR.`,
    );
  });

  it('takes over a stale lock whose process is gone', () => {
    const dataDir = tempFolder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, LOCK_FILE), String(gone));
    const lock = lockDataFolder(dataDir);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
