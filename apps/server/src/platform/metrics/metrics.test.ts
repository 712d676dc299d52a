import { job, outboxEmail } from '@shortlist/db/schema/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileParameters } from '../../test/hostile-values.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { JobRunner } from '../jobs.ts';
import { routeLabel } from './metrics-routes.ts';

/**
 * `GET /metrics` (issue 35): Prometheus text behind METRICS_TOKEN; requests counted by route
 * pattern, the shared queues read at each scrape, jobs counted by kind and outcome.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const NOW = new Date('2026-12-06T10:00:00Z');
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in a scrape (`name{labels} value`), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, now: () => NOW, seed: 'none' });
});
afterAll(() => t.close());

const scrape = async () => {
  const answer = await t.app.inject({ url: '/metrics', headers: bearer });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe('the token', () => {
  it('answers the scraper that sends it, in the Prometheus format', async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_requests_total counter');
    expect(answer.body).toContain('process_resident_memory_bytes');
  });

  it('refuses a request without it, with another, or in another scheme (401, nothing served)', async () => {
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-kind-0123456789' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'a'.repeat(10_000)}` },
      { authorization: 'Bearer Ada\u00e9Lovelace' },
    ];
    for (const headers of refused) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(answer.json().code).toBe('UNAUTHENTICATED');
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('answers hostile query values and other methods with a 4xx and a code, never a 5xx', async () => {
    const probes = [
      ...hostileParameters('text').map(({ value }) => `/metrics?name=${value}`),
      '/metrics?name[]=x',
      '/metrics?__proto__[x]=1',
      `/metrics?${'a'.repeat(5_000)}=1`,
    ];
    for (const url of probes) {
      for (const headers of [bearer, {}]) {
        const answer = await t.app.inject({ url, headers });
        expect(answer.statusCode, url.slice(0, 60)).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, url.slice(0, 60)).toBeLessThan(500);
        expect(answer.json().code).toBeTypeOf('string');
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const answer = await t.app.inject({ method, url: '/metrics', headers: bearer, payload: {} });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().code).toBeTypeOf('string');
    }
  });

  it('refuses to start with a token shorter than 32 characters, naming it', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('leaves no endpoint where METRICS_TOKEN is unset', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const answer = await plain.app.inject({ url: '/metrics', headers: bearer });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_requests_total');
      expect(plain.app.ctx.metrics).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('requests', () => {
  it('counts each answer under its route pattern and status, never the raw URL', async () => {
    const before = await scrape();
    const health = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    const unknown = 'http_requests_total{method="GET",route="(not found)",status="404"}';
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health?x=1' });
    await t.app.inject({ url: '/api/no-such-thing/ada@example.com' });
    const after = await scrape();
    expect(seriesValue(after, health)).toBe((seriesValue(before, health) ?? 0) + 2);
    expect(seriesValue(after, unknown)).toBe((seriesValue(before, unknown) ?? 0) + 1);
    expect(after).not.toContain('ada@example.com');
    expect(
      seriesValue(after, 'http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('labels a route by its pattern, a page and an unknown path by one series each', () => {
    expect(routeLabel('/api/films/:id', 200)).toBe('/api/films/:id');
    expect(routeLabel(undefined, 404)).toBe('(not found)');
    expect(routeLabel(undefined, 200)).toBe('(page)');
  });
});

describe('the shared queues', () => {
  it('shows job lag and counts per kind and the outbox backlog, read at each scrape', async () => {
    const db = t.database.db;
    await db.insert(job).values([
      { Kind: 'metrics-test-late', RunAt: new Date(NOW.getTime() - 90_000) },
      { Kind: 'metrics-test-late', RunAt: new Date(NOW.getTime() - 30_000) },
      { Kind: 'metrics-test-later', RunAt: new Date(NOW.getTime() + 60_000) },
      { Kind: 'metrics-test-late', Status: 'failed', RunAt: NOW },
    ]);
    await db.insert(outboxEmail).values([
      { To: 'a@example.com', Subject: 's', Text: 't', DateCreation: new Date(NOW.getTime() - 120_000) },
      { To: 'b@example.com', Subject: 's', Text: 't', Status: 'failed' },
    ]);
    const text = await scrape();
    expect(seriesValue(text, 'shortlist_job_lag_seconds{kind="metrics-test-late"}')).toBe(90);
    expect(seriesValue(text, 'shortlist_job_lag_seconds{kind="metrics-test-later"}')).toBe(0);
    expect(seriesValue(text, 'shortlist_jobs{kind="metrics-test-late",status="pending"}')).toBe(2);
    expect(seriesValue(text, 'shortlist_jobs{kind="metrics-test-late",status="failed"}')).toBe(1);
    expect(seriesValue(text, 'shortlist_outbox_emails{status="pending"}')).toBe(1);
    expect(seriesValue(text, 'shortlist_outbox_emails{status="failed"}')).toBe(1);
    expect(seriesValue(text, 'shortlist_outbox_oldest_pending_seconds')).toBe(120);
    expect(seriesValue(text, 'shortlist_database_up')).toBe(1);
    expect(text).not.toContain('a@example.com');
  });

  it("shows the PostgreSQL pool's use, and no pool on PGlite", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(seriesValue(text, 'shortlist_db_pool_connections{state="max"}')).toBeGreaterThan(0);
      expect(seriesValue(text, 'shortlist_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('shortlist_db_pool_connections{');
    }
  });

  it('counts the runs of this instance by kind and outcome', async () => {
    const counted = new JobRunner({ db: t.database.db, now: () => NOW, metrics: t.app.ctx.metrics });
    counted.register('metrics-test-ok', async () => undefined);
    counted.register('metrics-test-boom', async () => {
      throw new Error('boom');
    });
    await t.database.db.insert(job).values([
      { Kind: 'metrics-test-ok', RunAt: NOW },
      { Kind: 'metrics-test-boom', RunAt: NOW },
    ]);
    expect(await counted.runDue(10)).toBe(2);
    const text = await scrape();
    expect(seriesValue(text, 'shortlist_job_runs_total{kind="metrics-test-ok",outcome="ok"}')).toBe(1);
    expect(seriesValue(text, 'shortlist_job_runs_total{kind="metrics-test-boom",outcome="retry"}')).toBe(1);
  });

  it('counts upload bytes', async () => {
    t.app.ctx.metrics?.countUploadBytes(1_000);
    t.app.ctx.metrics?.countUploadBytes(24);
    expect(seriesValue(await scrape(), 'shortlist_upload_bytes_total')).toBe(1_024);
  });
});
