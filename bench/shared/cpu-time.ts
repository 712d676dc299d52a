import { readFileSync } from 'node:fs';
import type { Db } from '@shortlist/db/client';
import { sql } from 'drizzle-orm';

/*
 * CPU time spent per request, beside the latencies: on a shared machine the latencies swing
 * with the other sessions' load (hello-world included), while the CPU a request costs moves
 * much less. The Node figure is the app's process (with autocannon when both run in the
 * benchmark's process; wrk's own process is not counted); the PostgreSQL
 * figure sums the server processes attached to the scratch database, read from /proc (so only
 * when PostgreSQL runs on this machine; null otherwise).
 */

const CLOCK_TICK_MS = 10;

/** CPU ms so far of process `pid` (user and system), from /proc. */
function processCpuMs(pid: number): number {
  // Fields after the command name: utime and stime are the 12th and 13th (man 5 proc).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/**
 * CPU ms so far of each client backend serving `databaseName` (autovacuum left out), or null
 * when /proc cannot tell.
 */
async function postgresCpuMs(db: Db, databaseName: string): Promise<Map<number, number> | null> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity
      where datname = ${databaseName} and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      byPid.set(pid, processCpuMs(pid));
    } catch {
      return null;
    }
  }
  return byPid;
}

export type CpuSample = { node: number; postgres: Map<number, number> | null };

/** The app's CPU (`appPid`'s, or this process's when the app runs here) and PostgreSQL's. */
export async function sampleCpu(db: Db, databaseName: string, appPid?: number): Promise<CpuSample> {
  let node: number;
  if (appPid === undefined) {
    const usage = process.cpuUsage();
    node = (usage.user + usage.system) / 1000;
  } else node = processCpuMs(appPid);
  return { node, postgres: await postgresCpuMs(db, databaseName) };
}

/**
 * CPU ms per request between two samples. A backend the pool opened in between counts whole; one
 * it closed in between is lost (the pool keeps its connections while requests keep coming).
 */
export function cpuPerRequest(
  from: CpuSample,
  to: CpuSample,
  requests: number,
): { node: number; postgres: number | null } {
  const per = (value: number) => (requests > 0 ? value / requests : 0);
  let postgres: number | null = null;
  if (from.postgres && to.postgres) {
    postgres = 0;
    for (const [pid, ms] of to.postgres) postgres += ms - (from.postgres.get(pid) ?? 0);
  }
  return { node: per(to.node - from.node), postgres: postgres === null ? null : per(postgres) };
}
