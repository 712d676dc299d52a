import type { Database } from '@shortlist/db/client';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { readJobFigures, readOutboxFigures } from './queue-figures.ts';

/**
 * The figures `GET /metrics` serves (Prometheus text format, prom-client), one registry per app:
 * requests by route pattern, status and time; jobs run here by kind and outcome; upload bytes
 * received; and, read at each scrape, the shared queues (job lag per kind, the email outbox) and
 * this instance's database pool. The process's own figures (memory, event-loop delay, GC) come
 * from prom-client's defaults. docs/operations.md "What to watch" says what to alert on.
 */
export type Metrics = {
  readonly contentType: string;
  /** One answered request: `route` is its pattern (`/api/films/:id`), never the raw URL. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** One job run by this instance's runner: `ok`, `retry` (due again later) or `failed` (for good). */
  observeJob(run: { kind: string; outcome: JobOutcome; seconds: number }): void;
  /** Bytes of a video upload (tus) the server accepted. */
  countUploadBytes(bytes: number): void;
  /** Reads the shared queues and the pool, then the whole registry as text. */
  scrape(): Promise<string>;
};

export type JobOutcome = 'ok' | 'retry' | 'failed';

// Seconds: most API answers take milliseconds; a page render or an upload chunk takes seconds.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 30, 120, 600, 3600];

export function createMetrics(options: { database: Database; now: () => Date }): Metrics {
  const { database, now } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shortlist_job_runs_total',
    help: "Jobs this instance's runner ran, by kind and outcome (ok, retry, failed)",
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'shortlist_job_duration_seconds',
    help: 'Time a job ran on this instance, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'shortlist_upload_bytes_total',
    help: 'Bytes of video uploads (tus) this instance accepted',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'shortlist_jobs',
    help: 'Jobs in the shared queue by kind and status (pending, running, failed)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const jobLag = new Gauge({
    name: 'shortlist_job_lag_seconds',
    help: 'How long the oldest due pending job of each kind has waited past its run time',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'shortlist_outbox_emails',
    help: 'Emails in the outbox not sent: pending (to send or retry) and failed (gave up)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'shortlist_outbox_oldest_pending_seconds',
    help: 'Age of the oldest email waiting to be sent',
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'shortlist_database_up',
    help: 'Whether the last scrape could read the database (1) or not (0)',
    registers: [registry],
  });
  const pool = database.poolStats
    ? new Gauge({
        name: 'shortlist_db_pool_connections',
        help: "This instance's PostgreSQL pool: max, total (open), idle, and waiting (requests queued for one)",
        labelNames: ['state'] as const,
        registers: [registry],
      })
    : undefined;

  async function readQueues(): Promise<void> {
    const at = now();
    try {
      const [jobFigures, outboxFigures] = await Promise.all([
        readJobFigures(database.db, at),
        readOutboxFigures(database.db, at),
      ]);
      // Kinds with nothing left in the queue drop out rather than keep their last value.
      jobs.reset();
      jobLag.reset();
      for (const figures of jobFigures) {
        for (const status of ['pending', 'running', 'failed'] as const)
          jobs.set({ kind: figures.kind, status }, figures[status]);
        jobLag.set({ kind: figures.kind }, figures.lagSeconds);
      }
      outbox.set({ status: 'pending' }, outboxFigures.pending);
      outbox.set({ status: 'failed' }, outboxFigures.failed);
      outboxAge.set(outboxFigures.oldestPendingSeconds);
      databaseUp.set(1);
    } catch {
      // The scrape still answers (the process figures, the counters): the database's own alert fires.
      jobs.reset();
      jobLag.reset();
      outbox.reset();
      outboxAge.reset();
      databaseUp.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeJob({ kind, outcome, seconds }) {
      jobRuns.inc({ kind, outcome });
      jobSeconds.observe({ kind }, seconds);
    },
    countUploadBytes(bytes) {
      if (bytes > 0) uploadBytes.inc(bytes);
    },
    async scrape() {
      await readQueues();
      const stats = database.poolStats?.();
      if (pool && stats) for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
      return registry.metrics();
    },
  };
}
