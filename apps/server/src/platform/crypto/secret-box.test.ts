import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVideoSecretKey, seal, unseal, VIDEO_SECRET_KEY_FILE } from './secret-box.ts';

describe('secret box', () => {
  it('seals and opens a value for its context only', () => {
    const key = resolveVideoSecretKey({ configured: 'x'.repeat(32), dataDir: '/nonexistent' });
    const sealed = seal(key, 'pass wörd', 'video:1');
    expect(sealed).not.toContain('pass');
    expect(unseal(key, sealed, 'video:1')).toBe('pass wörd');
    expect(unseal(key, sealed, 'video:2')).toBeNull();
    expect(unseal(key, `${sealed.slice(0, -2)}AA`, 'video:1')).toBeNull();
    expect(
      unseal(resolveVideoSecretKey({ configured: 'y'.repeat(32), dataDir: '/x' }), sealed, 'video:1'),
    ).toBeNull();
    expect(unseal(key, 'garbage', 'video:1')).toBeNull();
  });

  it('keeps a random key in DATA_DIR when none is configured, owner-only, the same at the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    const first = resolveVideoSecretKey({ configured: undefined, dataDir });
    expect(resolveVideoSecretKey({ configured: undefined, dataDir }).equals(first)).toBe(true);
    const file = join(dataDir, VIDEO_SECRET_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
