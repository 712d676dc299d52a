import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const VIDEO_SECRET_KEY_FILE = 'video-secret.key';

/**
 * The key that encrypts what must be read back (a Vimeo video's password, handed to festivals;
 * the Vimeo access token in its cookie): `VIDEO_SECRET_KEY` when set (several servers share it),
 * else a random one kept in `DATA_DIR/video-secret.key` (owner-only), created on first use, as
 * the operator token is. Losing the key makes the stored passwords unreadable (they must be
 * typed again), so it is backed up with the data.
 */
export function resolveVideoSecretKey(options: { configured: string | undefined; dataDir: string }): Buffer {
  if (options.configured) return createHash('sha256').update(options.configured).digest();
  const file = join(options.dataDir, VIDEO_SECRET_KEY_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return createHash('sha256').update(saved).digest();
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return createHash('sha256').update(secret).digest();
}

const VERSION = 'v1';

/**
 * AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. `context` is authenticated with it
 * (a value sealed for one video or account cannot be moved to another).
 */
export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value, or null when it is not one, was altered, or is for another context. */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
