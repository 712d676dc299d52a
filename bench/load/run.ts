/**
 * `npm run bench:load` (issue 35): the mixed workload of `workload.ts` (directory, festival page,
 * sign-in, film edit, eligibility panel, basket, checkout on the sandbox, a festival inbox) at
 * rising concurrency on PostgreSQL, through the loopback balancer (`apps/server/src/test/
 * round-robin-balancer.ts`, in a process of its own) in front of one instance, then two, of the
 * compiled server (each a process of its own, CLUSTER=on, S3 through s3rver), beside the app's
 * hello-world (`GET /api/config`: every hook, a constant answer) at the same concurrency and
 * through the same balancer. Prints per step: requests per second, p50/p95/p99, errors; per run:
 * the CPU each request cost the instances, the balancer and PostgreSQL. Then each step alone at
 * BENCH_STEP_USERS (default 8) for BENCH_SECONDS / 2, with its own CPU per request.
 *
 * `npm run bench:load -- soak`: two instances under the mix at BENCH_SOAK_USERS (default 8) for
 * BENCH_SOAK_MINUTES (default 10), printing each instance's memory every 30 s; target: growth
 * under 10 % from the first minute's end to the last sample.
 *
 * Settings: BENCH_SECONDS (per run, default 10), BENCH_CONCURRENCY (default 2,8,24),
 * BENCH_INSTANCES (default 1,2), BENCH_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SANDBOX_IN_PRODUCTION_OVERRIDE } from '../../apps/server/src/platform/config-payments.ts';
import { PRODUCTION_ENV } from '../../apps/server/src/test/production-env.ts';
import { startS3TestServer } from '../../apps/server/src/test/s3-test-server.ts';
import {
  buildClusterServer,
  freePort,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/test/server-process.ts';
import { openScratchDatabase } from '../shared/api-server.ts';
import { cpuPerRequest, sampleCpu } from '../shared/cpu-time.ts';
import { cpuMs, type Latencies, percentile, recorder, rssMb } from './measure.ts';
import { prepareVisitors } from './visitors.ts';
import {
  type Recorder,
  STEPS,
  type Step,
  signedSession,
  stepAlone,
  type VisitorData,
  visit,
} from './workload.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '2,8,24').split(',').map(Number);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const SOAK = process.argv.includes('soak');
/** Users of the pass that runs each step alone (its own CPU per request). */
const STEP_USERS = Number(process.env.BENCH_STEP_USERS ?? 8);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SOAK_USERS = Number(process.env.BENCH_SOAK_USERS ?? 8);
const VISITORS = SOAK ? SOAK_USERS : Math.max(...LEVELS);
const BALANCER = fileURLToPath(new URL('./balancer-process.ts', import.meta.url));
const balancerPort = await freePort();

type Balancer = { base: string; pid: number; stop(): Promise<void> };

/** The balancer at PUBLIC_URL's port: the sandbox's hosted page checks the Origin against it. */
async function startBalancerProcess(targets: string[]): Promise<Balancer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', BALANCER, ...targets], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BALANCER_PORT: String(balancerPort) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the balancer stopped (exit ${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith('{"base"')) resolve(JSON.parse(line).base);
    });
  });
  return {
    base,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `users` loops of `one` for `seconds`; answers the latencies. */
async function load(
  users: number,
  seconds: number,
  one: (user: number, turn: number, record: Recorder) => Promise<void>,
) {
  const latencies: Latencies = new Map();
  const record = recorder(latencies);
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let turn = 0; Date.now() < end; turn++) await one(user, turn, record);
    }),
  );
  return latencies;
}

async function main(): Promise<void> {
  console.log(
    `bench:load on ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at start`,
  );
  const scratch = await openScratchDatabase('bench_load');
  const s3 = await startS3TestServer();
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let balancer: Balancer | undefined;
  try {
    const entry = await buildClusterServer();
    const secret = 'b'.repeat(64);
    const env = {
      ...PRODUCTION_ENV,
      ALLOW_INSECURE_PUBLIC_URL: 'localhost-proxy',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: SANDBOX_IN_PRODUCTION_OVERRIDE,
      CLUSTER: 'on',
      DATABASE_URL: scratch.url,
      ...s3.env,
      MEDIA_URL_SECRET: secret,
      VIDEO_SECRET_KEY: secret,
      OPERATOR_TOKEN: secret,
      TRUST_PROXY: 'on',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    };
    const startInstance = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-'));
      dataDirs.push(dataDir);
      instances.push(await startServerProcess(entry, { ...env, DATA_DIR: dataDir }));
    };
    await startInstance();
    balancer = await startBalancerProcess([(instances[0] as ServerProcess).base]);
    const visitors = await prepareVisitors(scratch, balancer.base, VISITORS);

    const runs = SOAK ? [] : INSTANCES;
    for (const count of runs) {
      while (instances.length < count) await startInstance();
      await balancer?.stop();
      balancer = await startBalancerProcess(instances.slice(0, count).map((i) => i.base));
      const base = balancer.base;
      // Warm-up: every step once per visitor, not counted.
      await load(VISITORS, 2, (user, turn, record) =>
        visit(base, visitors[user] as VisitorData, record, turn),
      );
      const pids = instances.slice(0, count).map((i) => i.pid);
      const measure = async (what: () => Promise<Latencies>) => {
        const before = await Promise.all(
          pids.map((pid) => sampleCpu(scratch.database.db, scratch.name, pid)),
        );
        const balancerBefore = cpuMs((balancer as Balancer).pid);
        const latencies = await what();
        const after = await Promise.all(pids.map((pid) => sampleCpu(scratch.database.db, scratch.name, pid)));
        const balancerMs = cpuMs((balancer as Balancer).pid) - balancerBefore;
        const requests = [...latencies.values()].reduce((n, e) => n + e.ms.length + e.errors, 0);
        const node = before.reduce(
          (sum, b, i) => sum + cpuPerRequest(b, after[i] as typeof b, requests).node,
          0,
        );
        const postgres = cpuPerRequest(
          before[0] as (typeof before)[0],
          after[0] as (typeof before)[0],
          requests,
        ).postgres;
        return { latencies, requests, node, postgres, balancer: balancerMs / requests };
      };
      for (const users of LEVELS) {
        const hello = await measure(() =>
          load(users, SECONDS / 2, async (_user, _turn, record) => {
            const started = performance.now();
            const response = await fetch(`${base}/api/config`, {
              headers: { 'x-forwarded-for': '198.51.100.1' },
            });
            await response.arrayBuffer();
            record('hello-world', performance.now() - started, response.status === 200);
          }),
        );
        const mix = await measure(() =>
          load(users, SECONDS, (user, turn, record) =>
            visit(base, visitors[user] as VisitorData, record, turn),
          ),
        );
        print(count, users, hello, SECONDS / 2);
        print(count, users, mix, SECONDS);
      }
      // Each step alone at STEP_USERS: what it costs by itself (the mix's CPU is the visit's average).
      const users = Math.min(STEP_USERS, VISITORS);
      console.log(`\n${count} instance(s), each step alone, ${users} users, ${SECONDS / 2} s each`);
      console.log(
        '| step | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req instances | balancer | PostgreSQL |',
      );
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const step of STEPS) {
        const sessions = await Promise.all(visitors.slice(0, users).map((data) => signedSession(base, data)));
        const alone = await measure(() =>
          load(users, SECONDS / 2, (user, turn, record) =>
            stepAlone(step, {
              base,
              data: visitors[user] as VisitorData,
              record,
              turn,
              session: sessions[user],
            }),
          ),
        );
        const entry = alone.latencies.get(step) ?? { ms: [], errors: 0 };
        const sorted = [...entry.ms].sort((a, b) => a - b);
        const cells = [
          (sorted.length / (SECONDS / 2)).toFixed(0),
          ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)),
          String(entry.errors),
          alone.node.toFixed(2),
          alone.balancer.toFixed(2),
          alone.postgres?.toFixed(2) ?? '-',
        ];
        console.log(`| ${step} | ${cells.join(' | ')} |`);
      }
      console.log(
        `(load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
      );
    }
    if (SOAK) {
      await balancer?.stop();
      balancer = undefined;
      await soak(instances, visitors, startInstance);
    }
  } finally {
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await s3.close();
    await scratch.drop();
  }
}

type Measured = {
  latencies: Latencies;
  requests: number;
  node: number;
  postgres: number | null;
  balancer: number;
};

function print(instances: number, users: number, run: Measured, seconds: number): void {
  const cpu = `CPU ms/req: instances ${run.node.toFixed(2)}, balancer ${run.balancer.toFixed(2)}, PostgreSQL ${run.postgres?.toFixed(2) ?? '-'}`;
  console.log(`\n${instances} instance(s), ${users} users, ${run.requests} requests in ${seconds} s; ${cpu}`);
  console.log('| step | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const step of ['hello-world', ...STEPS] as Step[]) {
    const entry = run.latencies.get(step);
    if (!entry) continue;
    const sorted = [...entry.ms].sort((a, b) => a - b);
    const cells = [
      (sorted.length / seconds).toFixed(0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(entry.errors),
    ];
    console.log(`| ${step} | ${cells.join(' | ')} |`);
  }
  console.log(
    `(load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
}

async function soak(
  instances: ServerProcess[],
  visitors: VisitorData[],
  startInstance: () => Promise<void>,
): Promise<void> {
  while (instances.length < 2) await startInstance();
  const balancer = await startBalancerProcess(instances.map((i) => i.base));
  try {
    console.log(
      `\nSoak: 2 instances, ${SOAK_USERS} users, ${SOAK_MINUTES} min; RSS MB of each instance every 30 s`,
    );
    const latencies: Latencies = new Map();
    const record = recorder(latencies);
    const started = Date.now();
    const end = started + SOAK_MINUTES * 60_000;
    const samples: { minute: number; rss: number[] }[] = [];
    const sampler = setInterval(() => {
      const rss = instances.map((i) => rssMb(i.pid));
      const minute = (Date.now() - started) / 60_000;
      const requests = [...latencies.values()].reduce((n, e) => n + e.ms.length, 0);
      const errors = [...latencies.values()].reduce((n, e) => n + e.errors, 0);
      samples.push({ minute, rss });
      console.log(
        `  ${minute.toFixed(1)} min: RSS ${rss.map((mb) => mb.toFixed(0)).join(' / ')} MB, ${requests} requests, ${errors} errors, load ${loadavg()[0]?.toFixed(1)}`,
      );
    }, 30_000);
    await Promise.all(
      visitors.map(async (data) => {
        for (let turn = 0; Date.now() < end; turn++) await visit(balancer.base, data, record, turn);
      }),
    );
    clearInterval(sampler);
    const reference = samples.find((s) => s.minute >= 1) ?? samples[0];
    const last = samples.at(-1);
    if (reference && last) {
      const growth = last.rss.map((mb, i) => (mb / (reference.rss[i] as number) - 1) * 100);
      const met = growth.every((g) => g < 10);
      console.log(
        `Memory growth from ${reference.minute.toFixed(1)} to ${last.minute.toFixed(1)} min: ${growth.map((g) => `${g.toFixed(1)} %`).join(' / ')} (target < 10 %: ${met ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await balancer.stop();
  }
}

await main();
