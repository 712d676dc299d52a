/**
 * The server half of `bench/upload`: the app started exactly as in production, `npm start`
 * (scripts/start.mjs, which builds what is stale and runs the compiled server with plain Node),
 * in a process tree of its own. The memory measured is that server process's, not the
 * benchmark's or start.mjs's. Production-like settings: NODE_ENV=production (behind a local
 * proxy, so plain http), no demo catalogue, info logs discarded, a rate limit the run cannot hit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOGIN, PASSWORD } from './bench-database.ts';

const root = join(import.meta.dirname, '..', '..');

export type BenchServer = {
  base: string;
  pid: number;
  headers: Record<string, string>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server process: start.mjs's child running the compiled server (found through /proc:
 * start.mjs does not print it, and may have had other children, such as a build).
 */
async function serverUnder(pid: number): Promise<number> {
  for (const entry of await readdir('/proc')) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('apps/server/dist/main.js')) return Number(entry);
  }
  throw new Error('the server process was not found under start.mjs');
}

export async function startBenchServer(
  dataDir: string,
  databaseEnv: Record<string, string>,
): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ALLOW_INSECURE_PUBLIC_URL: 'localhost-proxy',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      INVOICE_SELLER_NAME: 'Bench SAS',
      INVOICE_SELLER_ADDRESS: '1 rue du Banc|75011 Paris',
      INVOICE_SELLER_COUNTRY: 'FR',
      INVOICE_SELLER_VAT: 'FR40123456824',
      // Production requires a real payment provider; the bench never pays: Mollie's test mode at an
      // address nothing listens on.
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_benchbenchbenchbenchbench',
      MOLLIE_API_URL: 'http://127.0.0.1:9/v2',
    },
  });
  const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    start.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Shortlist is running')) resolve();
    });
    start.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${out}`)));
  });
  start.stdout?.resume();
  const pid = await serverUnder(start.pid as number);

  // Signed in as a script would be: a bearer token, no cookies nor CSRF header.
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-mode': 'token' },
    body: JSON.stringify({ Login: LOGIN, Password: PASSWORD }),
  });
  const token = response.headers.get('x-session-token');
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);

  return {
    base,
    pid,
    headers: { authorization: `Bearer ${token}` },
    async stop() {
      start.kill('SIGTERM');
      await exited;
    },
  };
}
