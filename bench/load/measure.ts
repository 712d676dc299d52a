/** The load bench's measures: latency lists per step, percentiles, a process's memory and CPU. */
import { readFileSync } from 'node:fs';
import type { Recorder, Step } from './workload.ts';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type Latencies = Map<Step, { ms: number[]; errors: number }>;

export function recorder(into: Latencies): Recorder {
  return (step, ms, ok) => {
    const entry = into.get(step) ?? { ms: [], errors: 0 };
    if (ok) entry.ms.push(ms);
    else entry.errors++;
    into.set(step, entry);
  };
}
