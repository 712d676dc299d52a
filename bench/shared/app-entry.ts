/**
 * The benchmarks' app in a process of its own (`app-process.ts` compiles this file as the server
 * is compiled and runs it with the server's Node flags): the user API on the scratch database
 * `BENCH_APP_DATABASE_URL` with production settings plus the JSON object `BENCH_APP_ENV`, and the
 * bare hello-world (`startBenchServers`). It prints their addresses as one JSON line and closes
 * on SIGTERM.
 */
import { openDatabase } from '@shortlist/db/client';
import { startBenchServers } from './api-server.ts';

const url = process.env.BENCH_APP_DATABASE_URL;
if (!url) throw new Error('BENCH_APP_DATABASE_URL is not set');
const database = await openDatabase({ url, poolSize: 10 });
const servers = await startBenchServers(database, JSON.parse(process.env.BENCH_APP_ENV ?? '{}'));
console.log(JSON.stringify({ base: servers.base, bareUrl: servers.bareUrl }));
process.once('SIGTERM', async () => {
  await servers.close();
  await database.close();
  process.exit(0);
});
