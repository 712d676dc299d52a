/**
 * Festival directory benchmark (issue 4): `npm run bench:festivals`.
 * Creates a fresh PostgreSQL database (BENCH_DATABASE_URL, default the machine's `test`
 * database server), fills it with 10,000 festivals and 40,000 sections, starts the real app on
 * it and loads it with 32 connections for BENCH_SECONDS per target (wrk in a process of its own,
 * or autocannon in this one with BENCH_LOAD=autocannon) against a hello-world route
 * of the same app, the directory filter with mixed filters, the festival page (500 festivals,
 * then any of the 10,000: the database path), and the directory with an uncacheable search on
 * every request. Prints p50/p95, req/s, and the Node and PostgreSQL CPU each request cost.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fillFestivalTimeZones } from '@shortlist/db/festival-time-zones';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import autocannon, { type Result } from 'autocannon';
import { type BenchServers, openScratchDatabase, startBenchServers } from '../shared/api-server.ts';
import { startAppProcess } from '../shared/app-process.ts';
import { cpuPerRequest, sampleCpu } from '../shared/cpu-time.ts';
import { hasWrk, type LoadRequest, wrkLoad } from '../shared/wrk-load.ts';
import { BENCH_FESTIVALS, generateCatalogue, SECTIONS_PER_FESTIVAL } from './generate-catalogue.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
/**
 * The load generator: wrk in a process of its own (the default where Debian's `wrk` is
 * installed), or autocannon in this process, on the app's own thread, as runs 1-21 measured
 * (`BENCH_LOAD=autocannon`, to compare with them). `bench/shared/wrk-load.ts` says why wrk.
 */
const LOAD = process.env.BENCH_LOAD ?? (hasWrk() ? 'wrk' : 'autocannon');
/**
 * Where the app runs: compiled, with the server's Node flags, in a process of its own, as
 * production runs it (`app-process.ts`); or from the sources under tsx in this process, as runs
 * 1-21 measured (`BENCH_APP=in-process`).
 */
const IN_PROCESS = process.env.BENCH_APP === 'in-process';

const FILTERS: object[] = [
  {},
  { IsCampagneOuverte: true },
  { IsCampagneOuverte: false },
  { IsPayant: true },
  { IsPayant: false, IsCampagneOuverte: true },
  { IdPays: 75 },
  { IdsCategorie: [1] },
  { IdsGenre: [2, 5] },
  { IdsThematique: [3, 4, 9] },
  { PecRealisateurs: true, IsCampagneOuverte: true },
  { DeadLine: '2026-01-01', DeadLineComparer: 'before' },
  { Edition: '2026-03-01', EditionComparer: 'after', IsPayant: true },
  { Search: 'liege' },
  { Search: 'Métrage' },
  { Search: 'france' },
  { IsCampagneOuverte: true, IsPayant: true, IdsCategorie: [2, 3], IdsGenre: [4] },
];
const PAGES = [0, 0, 0, 12, 24];
/** The word after "Festival" in generated names, by the festival's number modulo 6 (generate-catalogue.ts). */
const NAME_WORDS = ['court metrage', 'cortometraje', 'short', 'anime', 'docs', 'nuit blanche'];
const CULTURES = ['en', 'fr', 'es'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** A different client address per request, as many visitors would have (the app rate-limits per IP). */
const visitor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type Target = {
  /** Short name for BENCH_TARGETS. */
  key: string;
  name: string;
  url: string;
  request: () => LoadRequest;
};

type Figures = { p50: number; p95: number; rps: number; requests: number };

/** Runs one target with the chosen load generator. */
async function measure(target: Target, seconds = SECONDS): Promise<Figures> {
  if (LOAD !== 'wrk') return measureInProcess(target, seconds);
  const figures = await wrkLoad({
    url: target.url,
    connections: CONNECTIONS,
    seconds,
    makeRequest: target.request,
  });
  if (figures.non2xx > 0 || figures.errors > 0)
    console.warn(`  ${target.name}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
  return figures;
}

/** autocannon in this process; percentiles from every response time (its summary has no p95). */
function measureInProcess(target: Target, seconds: number): Promise<Figures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: () => target.request() }],
      },
      (error, result: Result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          console.warn(`  ${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
        resolve({ p50: at(0.5), p95: at(0.95), rps: result.requests.average, requests: times.length });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase('shortlist_bench');
  const { database } = scratch;
  console.log(`Festival benchmark: ${cpus().length} CPUs, node ${process.version}, database ${scratch.name}`);
  console.log(
    `App: ${IN_PROCESS ? 'the sources under tsx, in this process' : 'compiled, with the server flags, in a process of its own'}; load: ${
      LOAD === 'wrk'
        ? 'wrk, one thread, in a process of its own'
        : `autocannon in this process${hasWrk() ? '' : ' (wrk not found: apt-get install wrk)'}`
    }`,
  );
  let servers: (BenchServers & { pid?: number }) | undefined;
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
    servers = IN_PROCESS
      ? await startBenchServers(database, { TRUST_PROXY: 'true' })
      : await startAppProcess(scratch.url, { TRUST_PROXY: 'true' });
    const appPid = servers.pid;
    const { base, bareUrl } = servers;

    const headers = () => ({
      'content-type': 'application/json',
      culture: pick(CULTURES),
      'x-forwarded-for': visitor(),
    });
    const targets: Target[] = [
      {
        key: 'bare',
        name: 'hello-world (bare Fastify)',
        url: bareUrl,
        request: () => ({ method: 'GET', path: '/', headers: {} }),
      },
      {
        key: 'hello',
        name: 'hello-world (app route)',
        url: base,
        request: () => ({ method: 'GET', path: '/bench/hello', headers: headers() }),
      },
      {
        key: 'directory',
        name: 'directory filter',
        url: base,
        request: () => ({
          method: 'POST',
          path: `/api/public/festivals/filter/${pick(PAGES)}/12`,
          headers: headers(),
          body: JSON.stringify(pick(FILTERS)),
        }),
      },
      {
        key: 'page',
        name: 'festival page',
        url: base,
        request: () => ({
          method: 'GET',
          path: `/api/public/festivals/${1 + Math.floor(Math.random() * 500)}`,
          headers: headers(),
        }),
      },
      {
        // 30,000 pages against the cache's 2,000 entries: nearly every request reads the database.
        key: 'page-uncached',
        name: 'festival page, uncached (any of 10,000)',
        url: base,
        request: () => ({
          method: 'GET',
          path: `/api/public/festivals/${1 + Math.floor(Math.random() * BENCH_FESTIVALS)}`,
          headers: headers(),
        }),
      },
      {
        key: 'directory-uncached',
        name: 'directory, uncached (new search each request)',
        url: base,
        request: () => ({
          method: 'POST',
          path: '/api/public/festivals/filter/0/12',
          headers: headers(),
          body: JSON.stringify({
            ...pick(FILTERS.slice(0, 12)),
            Search: `festival ${Math.floor(Math.random() * 1e9)}`.slice(0, 12),
          }),
        }),
      },
      {
        // The search above finds nothing; this one finds festival i by its name (and the few
        // whose number starts with i), so the page query runs and builds cards.
        key: 'directory-found',
        name: 'directory, uncached search finding festivals',
        url: base,
        request: () => {
          const i = 1 + Math.floor(Math.random() * BENCH_FESTIVALS);
          return {
            method: 'POST',
            path: '/api/public/festivals/filter/0/12',
            headers: headers(),
            body: JSON.stringify({ ...pick(FILTERS.slice(0, 12)), Search: `${NAME_WORDS[i % 6]} ${i}` }),
          };
        },
      },
    ];

    // BENCH_TARGETS=hello,page-uncached,directory-uncached runs only those (the app's
    // hello-world always, as the ratio's basis): shorter runs when one path is being worked on.
    const wanted = process.env.BENCH_TARGETS?.split(',').map((key) => key.trim());
    const selected = wanted
      ? targets.filter((target) => target.key === 'hello' || wanted.includes(target.key))
      : targets;

    const results = new Map<string, Figures & { name: string; cpu: ReturnType<typeof cpuPerRequest> }>();
    for (const target of selected) {
      // Warm-up right before each target, as a server that has been answering a while: JIT,
      // connection pool, its cache fills (an uncached target's warm-up evicts the others'), and
      // each pooled connection's prepared statements (PostgreSQL plans a named statement five
      // times before it may keep a generic plan).
      await measure(target, 2);
      const before = await sampleCpu(database.db, scratch.name, appPid);
      const figures = await measure(target);
      const cpu = cpuPerRequest(before, await sampleCpu(database.db, scratch.name, appPid), figures.requests);
      results.set(target.key, { ...figures, name: target.name, cpu });
    }
    const hello = results.get('hello')?.rps ?? 1;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per target; ratio = req/s / hello-world (app route) req/s;` +
        ` CPU ms per request: the app's process (${IN_PROCESS && LOAD !== 'wrk' ? 'with autocannon' : 'alone'}) and the PostgreSQL backends; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
    );
    console.log(`| target | p50 ms | p95 ms | req/s | ratio | Node CPU ms/req | PostgreSQL CPU ms/req |`);
    console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
    const ms = (value: number) => value.toFixed(1);
    const cpu = (value: number | null) => (value === null ? '-' : value.toFixed(2));
    for (const r of results.values()) {
      console.log(
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${Math.round(r.rps)} | ${Math.round((r.rps / hello) * 100)} % | ${cpu(r.cpu.node)} | ${cpu(r.cpu.postgres)} |`,
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
