/**
 * The server half of `bench/upload`: the real app (`buildApp`, production-like settings) in a
 * process of its own, so the memory measured is the upload server's alone, not the harness's
 * (the generated file, the plain PUT server, the hashing). It prepares an account and a film
 * with a SuperStamp, prints `{ base, IdFilm, headers }` as one JSON line, and stops (closing
 * the app and dropping its database) when its stdin closes.
 *
 * The database is PostgreSQL when TEST_DATABASE_URL is set (as in production: a separate
 * process), otherwise PGlite inside this process, whose WebAssembly heap then counts here.
 */
import { createTestDatabase } from '@shortlist/db/testing';
import { buildApp } from '../../apps/server/src/app.ts';
import { insertFilm } from '../../apps/server/src/test/media-test-app.ts';
import { insertAccount, signInAs } from '../../apps/server/src/test/test-accounts.ts';
import { testConfig } from '../../apps/server/src/test/test-app.ts';

const dataDir = process.argv[2] as string;
const database = await createTestDatabase({ seed: 'dictionaries' });
const config = { ...testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' }), logLevel: 'silent' };
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const adaId = await insertAccount({ database }, 'bench@example.com');
const IdFilm = await insertFilm({ app, database, config, close: async () => {} }, adaId, {
  DateExpirationSuperTimbre: new Date(Date.now() + 365 * 24 * 3600_000),
});
const signed = await signInAs(app, 'bench@example.com');
process.stdout.write(`${JSON.stringify({ base, IdFilm, headers: signed.headers })}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
