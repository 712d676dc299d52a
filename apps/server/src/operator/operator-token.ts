import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator.token';

/**
 * The secret that operator commands carry: `OPERATOR_TOKEN` when set (several servers behind one
 * name), else a random one kept in `DATA_DIR/operator.token` (owner-only), created on first start
 * and read by `npm run admin` on the same machine. Commands go through the running server rather
 * than opening the database themselves, because PGlite's folder is locked by one process.
 */
export function resolveOperatorToken(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = join(options.dataDir, OPERATOR_TOKEN_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}
