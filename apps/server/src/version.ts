import { readFileSync } from 'node:fs';

/** The server's version, from its package.json (shown by `/api/health` and `/api/config`). */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
