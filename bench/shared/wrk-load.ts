/**
 * The API benchmarks' load from another process: wrk (Debian's `wrk`, C), so the server's event
 * loop does no client work. autocannon in the app's own process, as runs 1-21 of bench/festivals
 * did, builds and parses every request on the thread that serves them: each answer then also
 * waits for the client's work on the other 31 connections, which no real visitor adds (at 32
 * connections it took about a quarter of that thread). The requests are made here, in
 * TypeScript, and written raw to a file that `wrk-requests.lua` cycles through.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

export type LoadFigures = {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
};

const SCRIPT = fileURLToPath(new URL('./wrk-requests.lua', import.meta.url));

/** Whether `wrk` is on the PATH. */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 on --version: found all the same.
    return (error as { status?: number }).status === 1;
  }
}

function rawRequest(host: string, request: LoadRequest): string {
  const body = request.body ?? '';
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Runs wrk for `seconds` with `connections` on one thread, its requests `count` calls of
 * `makeRequest` (cycled if the run asks for more), and answers its latency percentiles (from every
 * response, wrk's own histogram) and request rate.
 */
export async function wrkLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  makeRequest: () => LoadRequest;
  count?: number;
}): Promise<LoadFigures> {
  const { host } = new URL(options.url);
  const folder = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const file = join(folder, 'requests');
    const raw: string[] = [];
    for (let i = 0; i < (options.count ?? 60_000); i++)
      raw.push(rawRequest(host, options.makeRequest()), '\0');
    writeFileSync(file, raw.join(''));
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        [
          '-t1',
          `-c${options.connections}`,
          `-d${options.seconds}s`,
          '--timeout',
          '10s',
          '-s',
          SCRIPT,
          options.url,
          '--',
          file,
        ],
        { maxBuffer: 1 << 20 },
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    );
    const line = stdout.split('\n').find((text) => text.startsWith('{"p50"'));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line) as {
      p50: number;
      p95: number;
      requests: number;
      durationUs: number;
      non2xx: number;
      errors: number;
    };
    return {
      p50: figures.p50,
      p95: figures.p95,
      rps: figures.requests / (figures.durationUs / 1e6),
      requests: figures.requests,
      non2xx: figures.non2xx,
      errors: figures.errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
