/**
 * Runs in the load generator's worker thread (load-generator.ts): imports the module naming the
 * requests, fires the chosen one with autocannon and sends back every response time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Result } from 'autocannon';
import type { LoadJob, LoadReport, RequestMaker } from './load-generator.ts';

const job = workerData.job as LoadJob;
const { REQUESTS } = (await import(job.requestsModule)) as { REQUESTS: Record<string, RequestMaker> };
const makeRequest = REQUESTS[job.request];
if (!makeRequest) throw new Error(`No request named ${job.request} in ${job.requestsModule}`);

const times: number[] = [];
const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: [{ setupRequest: () => makeRequest() }],
  },
  // In a worker thread autocannon leaves its result unaggregated (no `requests.average`).
  (error, result: Result) => {
    if (error) throw error;
    const report: LoadReport = {
      times,
      rps: result.totalCompletedRequests / result.duration,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    parentPort?.postMessage(report);
  },
);
instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
