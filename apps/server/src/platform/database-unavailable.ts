/**
 * Whether a failed request failed because the database cannot be reached, rather than because a
 * query was wrong: the server is shutting down or starting (SQLSTATE class 08, 57P01-57P03), has
 * no connection left (53300), the connection was dropped or timed out (node-postgres' messages),
 * or the database was closed under the app (pool ended, PGlite closed). Such a request may
 * succeed in a moment: the error handler answers 503 with `Retry-After`, and the health check
 * too.
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
  /^Database did not answer within/,
];
// A socket that could not connect or was cut: the database's, or any other service's (S3, SMTP).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

type Sign = 'database' | 'socket' | null;

/** What `error` (its causes, and each error of an AggregateError) says of a connection. */
export function connectionSign(error: unknown, depth = 0): Sign {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return 'database';
  if (DRIVER_MESSAGES.some((message) => message.test(error.message))) return 'database';
  const signs: Sign[] = [connectionSign(error.cause, depth + 1)];
  // A host with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (error instanceof AggregateError)
    signs.push(...error.errors.map((one) => connectionSign(one, depth + 1)));
  if (signs.includes('database')) return 'database';
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'socket';
  return signs.includes('socket') ? 'socket' : null;
}

async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
}

/**
 * True when `error` comes from a database that cannot be reached. A bare socket error (refused,
 * reset) may be another service's: then the database is asked (`probe`), and only its silence
 * makes the answer a 503; a broken S3 or SMTP server stays a 500. `probe` must give up on its
 * own after a few seconds (`checkDatabase` does).
 */
export async function isDatabaseUnavailable(error: unknown, probe: () => Promise<unknown>): Promise<boolean> {
  const sign = connectionSign(error);
  if (sign === 'database') return true;
  if (sign === 'socket') return !(await answers(probe));
  return false;
}

/** Seconds a client should wait before trying again when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
