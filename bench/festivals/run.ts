/**
 * Festival directory benchmark (issue 4): `npm run bench:festivals`.
 * Creates a fresh PostgreSQL database (BENCH_DATABASE_URL, default the machine's `test`
 * database server), fills it with 10,000 festivals and 40,000 sections, starts the real app on
 * it and runs autocannon (32 connections, BENCH_SECONDS per target) against a hello-world route
 * of the same app, the directory filter with mixed filters, the festival page (500 festivals,
 * then any of the 10,000: the database path), and the directory with an uncacheable search on
 * every request. Prints p50/p95, req/s, and the Node and PostgreSQL CPU each request cost.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fillFestivalTimeZones } from '@shortlist/db/festival-time-zones';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import { type BenchServers, openScratchDatabase, startBenchServers } from '../shared/api-server.ts';
import { cpuPerRequest, sampleCpu } from '../shared/cpu-time.ts';
import { generateLoad, type LoadFigures } from '../shared/load-generator.ts';
import { BENCH_FESTIVALS, generateCatalogue, SECTIONS_PER_FESTIVAL } from './generate-catalogue.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

type Target = {
  /** Short name for BENCH_TARGETS. */
  key: string;
  name: string;
  url: string;
};

/** Runs one target from the load generator's thread (requests.ts names its requests). */
async function measure(target: Target, seconds = SECONDS): Promise<LoadFigures> {
  const figures = await generateLoad({
    requestsModule: new URL('./requests.ts', import.meta.url).href,
    request: target.key,
    url: target.url,
    connections: CONNECTIONS,
    seconds,
  });
  if (figures.non2xx > 0 || figures.errors > 0)
    console.warn(`  ${target.name}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
  return figures;
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase('shortlist_bench');
  const { database } = scratch;
  console.log(`Festival benchmark: ${cpus().length} CPUs, node ${process.version}, database ${scratch.name}`);
  let servers: BenchServers | undefined;
  try {
    const now = new Date();
    const started = Date.now();
    await migrateDatabase(database);
    await seedDatabase({ db: database.db, now, demo: false });
    await generateCatalogue(database.db, now);
    // As at a server start: each festival's zone, so the SQL counts days on its clock.
    await fillFestivalTimeZones(database.db);
    console.log(
      `Generated ${BENCH_FESTIVALS} festivals, ${BENCH_FESTIVALS * SECTIONS_PER_FESTIVAL} sections in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // Each request comes from its own address (`visitor()`), as many visitors would.
    servers = await startBenchServers(database, { TRUST_PROXY: 'true' });
    const { base, bareUrl } = servers;

    const targets: Target[] = [
      { key: 'bare', name: 'hello-world (bare Fastify)', url: bareUrl },
      { key: 'hello', name: 'hello-world (app route)', url: base },
      { key: 'directory', name: 'directory filter', url: base },
      { key: 'page', name: 'festival page', url: base },
      { key: 'page-uncached', name: 'festival page, uncached (any of 10,000)', url: base },
      { key: 'directory-uncached', name: 'directory, uncached (new search each request)', url: base },
      { key: 'directory-found', name: 'directory, uncached search finding festivals', url: base },
    ];

    // BENCH_TARGETS=hello,page-uncached,directory-uncached runs only those (the app's
    // hello-world always, as the ratio's basis): shorter runs when one path is being worked on.
    const wanted = process.env.BENCH_TARGETS?.split(',').map((key) => key.trim());
    const selected = wanted
      ? targets.filter((target) => target.key === 'hello' || wanted.includes(target.key))
      : targets;

    const results = new Map<string, LoadFigures & { name: string; cpu: ReturnType<typeof cpuPerRequest> }>();
    for (const target of selected) {
      // Warm-up right before each target, as a server that has been answering a while: JIT,
      // connection pool, its cache fills (an uncached target's warm-up evicts the others'), and
      // each pooled connection's prepared statements (PostgreSQL plans a named statement five
      // times before it may keep a generic plan).
      await measure(target, 2);
      const before = await sampleCpu(database.db, scratch.name);
      const figures = await measure(target);
      const cpu = cpuPerRequest(before, await sampleCpu(database.db, scratch.name), figures.requests);
      results.set(target.key, { ...figures, name: target.name, cpu });
    }
    const hello = results.get('hello')?.rps ?? 1;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per target; ratio = req/s / hello-world (app route) req/s;` +
        ` CPU ms per request: the app's thread, this process (app and load generator) and the PostgreSQL backends; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
    );
    console.log(
      `| target | p50 ms | p95 ms | req/s | ratio | app thread CPU ms/req | Node CPU ms/req | PostgreSQL CPU ms/req |`,
    );
    console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
    const ms = (value: number) => value.toFixed(1);
    const cpu = (value: number | null) => (value === null ? '-' : value.toFixed(2));
    for (const r of results.values()) {
      console.log(
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${Math.round(r.rps)} | ${Math.round((r.rps / hello) * 100)} % | ${cpu(r.cpu.app)} | ${cpu(r.cpu.node)} | ${cpu(r.cpu.postgres)} |`,
      );
    }
    // Issue 11: the festival page and a directory search that misses every cache.
    for (const [key, label] of [
      ['page', 'festival page'],
      ['page-uncached', 'festival page, uncached'],
      ['directory-uncached', 'directory, uncached'],
      ['directory-found', 'directory, uncached search finding festivals'],
    ] as const) {
      const figures = results.get(key);
      if (figures)
        console.log(
          `Target ${label} p95 < 20 ms: ${figures.p95 < 20 ? 'met' : 'MISSED'} (${ms(figures.p95)} ms, ${Math.round((figures.rps / hello) * 100)} % of hello-world)`,
        );
    }
    const directory = results.get('directory');
    if (directory) {
      const { p95 } = directory;
      const ratio = directory.rps / hello;
      console.log(
        `\nTarget directory p95 < 30 ms: ${p95 < 30 ? 'met' : 'MISSED'} (${ms(p95)} ms); >= 25 % of hello-world: ${ratio >= 0.25 ? 'met' : 'MISSED'} (${Math.round(ratio * 100)} %)`,
      );
    }
  } finally {
    await servers?.close();
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
