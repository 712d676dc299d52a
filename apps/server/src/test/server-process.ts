import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_FLAGS } from '../../../../scripts/build-server.mjs';

/**
 * Where the several-instance test and `bench/load` build the server: a folder of their own, so a
 * build for them never replaces the bundle a running `npm start` or journey uses. Inside the root
 * node_modules, from where Node finds the npm packages the bundle leaves out.
 */
export const CLUSTER_SERVER_OUTDIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/shortlist/cluster-server', import.meta.url),
);

/** Builds the server (`scripts/build-server.mjs`, about a second) into CLUSTER_SERVER_OUTDIR. */
export async function buildClusterServer(): Promise<string> {
  await buildServer({ outdir: CLUSTER_SERVER_OUTDIR });
  return `${CLUSTER_SERVER_OUTDIR}/main.js`;
}

export type ServerProcess = {
  base: string;
  pid: number;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
};

/** A free TCP port on loopback (the instance's PORT must be known before it starts: PUBLIC_URL, the balancer). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The compiled server as production runs it (plain Node, the server's flags, `main.js`) in a
 * process of its own on `127.0.0.1:<port>`, with `env` over this process's environment. Resolves
 * once it printed its start line; rejects with what it printed if it stops first or is not up
 * within `startTimeoutMs` (default 90 s).
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  options: { nodeFlags?: string[]; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeFlags ?? SERVER_NODE_FLAGS), entry], {
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    // Never left running behind a failed start: stopped, it rejects below.
    const late = setTimeout(() => child.kill('SIGKILL'), options.startTimeoutMs ?? 90_000);
    const onData = (chunk: Buffer) => {
      // The last 64 KB is enough to say why it stopped; a soak's hours of warnings are not kept.
      printed = (printed + chunk.toString()).slice(-65_536);
      if (printed.includes('Shortlist is running')) {
        clearTimeout(late);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server stopped at start (exit ${code}):\n${printed}`)),
    );
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
