/**
 * What the API benchmarks share (`festivals/run.ts`, `eligibility/api.ts`): a scratch PostgreSQL
 * database next to BENCH_DATABASE_URL, dropped at the end, and the real app started on it in
 * process (`buildApp`, production settings, user API) beside a bare Fastify hello-world, the
 * floor the app's figures are read against.
 */
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@shortlist/db/client';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { name: string; url: string; database: Database; drop(): Promise<void> };

/** Creates `<prefix>_<random>` on the admin URL's server and opens it; `drop` closes and drops it. */
export async function openScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    name,
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

export type BenchServers = {
  /** The app, with a `GET /bench/hello` route of its own (hooks paid, no work). */
  base: string;
  /** A bare Fastify answering `GET /` with a hello-world. */
  bareUrl: string;
  close(): Promise<void>;
};

/** Starts the app on `database` with production settings plus `env`, and the bare hello-world. */
export async function startBenchServers(
  database: Database,
  env: Record<string, string>,
): Promise<BenchServers> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // The seller production requires on invoices (the bench's own, no real company).
    INVOICE_SELLER_NAME: 'Shortlist Bench SAS',
    INVOICE_SELLER_ADDRESS: '1 rue du Banc|75011 Paris',
    INVOICE_SELLER_COUNTRY: 'FR',
    INVOICE_SELLER_VAT: 'FR40123456824',
    // Production refuses a plain-http public address; the bench only calls the API on loopback.
    PUBLIC_URL: 'https://bench.shortlist.example',
    // Production requires a real payment provider; the bench never pays: Mollie's test mode at an
    // address nothing listens on.
    PAYMENT_PROVIDER: 'mollie',
    MOLLIE_API_KEY: 'test_benchbenchbenchbenchbench',
    MOLLIE_API_URL: 'http://127.0.0.1:9/v2',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
  });
  const servers: { close(): Promise<unknown> }[] = [];
  const close = async () => {
    for (const server of servers.reverse()) await server.close();
  };
  try {
    const app = await buildApp({ config, database, only: 'user-api' });
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const bare = Fastify();
    bare.get('/', async () => ({ hello: 'world' }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    servers.push(bare);
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
    return { base, bareUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
