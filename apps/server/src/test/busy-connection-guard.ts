import { afterEach, expect } from 'vitest';

/**
 * Fails the test during which node-postgres said a query was sent on a connection already running
 * one: two queries at once inside a transaction (a `Promise.all` on `tx`), deprecated in pg 8 and
 * refused by pg 9. Seen on PostgreSQL only (TEST_DATABASE_URL); PGlite has no such warning. pg
 * says it once a process, so the first test that does it fails, and it is the one to look at.
 */
type Guarded = typeof globalThis & { busyConnectionWarnings?: string[] };
const shared = globalThis as Guarded;
if (!shared.busyConnectionWarnings) {
  const warnings: string[] = [];
  shared.busyConnectionWarnings = warnings;
  // One listener a process, however many test files its worker runs.
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      warnings.push(warning.stack ?? warning.message);
    }
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick of the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const found = shared.busyConnectionWarnings?.splice(0) ?? [];
  expect(found, 'a query sent while another ran on the same connection').toEqual([]);
});
