/**
 * The load generator runs in a worker thread of its own, not on the app's event loop: in one
 * thread, autocannon's request building and response parsing (a festival page is 7 KB) queued
 * between the app's callbacks and its CPU counted as the app's. A worker keeps the app's thread
 * for the app, as a separate client machine would, while both still share the machine's cores.
 * The requests are named in a module the worker imports (functions cannot cross threads).
 */
import { Worker } from 'node:worker_threads';

export type BenchRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type RequestMaker = () => BenchRequest;

export type LoadJob = {
  /** URL of a module exporting `REQUESTS: Record<string, RequestMaker>`. */
  requestsModule: string;
  /** Which of its requests to fire. */
  request: string;
  url: string;
  connections: number;
  seconds: number;
};

export type LoadReport = { times: number[]; rps: number; non2xx: number; errors: number };

export type LoadFigures = {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** Fires `job` from a worker thread; percentiles from every response time (autocannon has no p95). */
export function generateLoad(job: LoadJob): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { entry: new URL('./load-worker.ts', import.meta.url).href, job },
    });
    worker.once('error', reject);
    worker.once('message', (report: LoadReport) => {
      void worker.terminate();
      const times = report.times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      resolve({
        p50: at(0.5),
        p95: at(0.95),
        rps: report.rps,
        requests: times.length,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}
