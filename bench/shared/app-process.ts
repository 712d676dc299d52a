/**
 * The app as production runs it, for the API benchmarks: compiled by the server's own build
 * (`scripts/build-server.mjs`: one esbuild bundle, where tsx wraps every function it creates in
 * a `__name` call) and run by plain Node with the server's flags (`SERVER_NODE_FLAGS`: its 4 MB
 * young generation), in a process of its own, so that neither the benchmark's bookkeeping nor its
 * load generator runs on the app's thread. `app-entry.ts` is what runs there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs';
import type { BenchServers } from './api-server.ts';

const ENTRY = fileURLToPath(new URL('./app-entry.ts', import.meta.url));
const OUTDIR = fileURLToPath(new URL('../dist/app', import.meta.url));

export type AppProcess = BenchServers & { pid: number };

/** Builds and starts the app on `databaseUrl` with production settings plus `env`. */
export async function startAppProcess(databaseUrl: string, env: Record<string, string>): Promise<AppProcess> {
  await buildServer({ entry: ENTRY, outdir: OUTDIR });
  // BENCH_NODE_FLAGS (space-separated) replaces the server's flags, to measure another setting.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
  const child: ChildProcess = spawn(process.execPath, [...flags, `${OUTDIR}/main.js`], {
    env: { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl, BENCH_APP_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const addresses = await new Promise<{ base: string; bareUrl: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark's app stopped at start (exit ${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{"base"')) resolve(JSON.parse(line));
    });
  });
  return {
    ...addresses,
    pid: child.pid as number,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
