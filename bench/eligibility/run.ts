/**
 * Eligibility engine benchmark (issue 14): `npm run bench:eligibility`.
 * In process, no database: generates 200 films and 2,000 sections with varied criteria,
 * calendars, questions and earlier entries (seeded, so every run judges the same data), then
 * times `eligibilityMatrix` over the 400,000 pairs, one film against 5,000 sections (the film's
 * panel), and, in the same run, a trivial reference loop over the same pairs (one duration
 * comparison each) so the figures can be read against what the machine does for nothing.
 * Prints the median and best wall-clock time and the median CPU time of BENCH_RUNS runs (default 7)
 * after one warm-up.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { EligibilityFilm, EligibilitySection } from '@shortlist/domain/submissions/eligibility-input';
import { eligibilityMatrix } from '@shortlist/domain/submissions/eligibility-matrix';
import { makeEntries, makeFilms, makeSections, NOW } from './generate.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** The reference: the same pairs, one comparison each, nothing allocated. */
function referenceLoop(films: EligibilityFilm[], sections: EligibilitySection[]): number {
  const maxima = sections.map((s) => s.criteria[0]?.DureeMax ?? 0);
  let fits = 0;
  for (const film of films) {
    const length = film.Duree ?? 0;
    for (const max of maxima) if (length <= max) fits++;
  }
  return fits;
}

/** Wall-clock and CPU time of each run: CPU time stays readable when other work shares the cores. */
function time<T>(label: string, work: () => T): { label: string; ms: number[]; cpu: number[]; last: T } {
  work(); // warm-up
  const ms: number[] = [];
  const cpu: number[] = [];
  let last = work();
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    last = work();
    ms.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { label, ms: ms.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b), last };
}

const films = makeFilms(200, 1);
const sections = makeSections(2000, 2);
const entries = makeEntries(films, sections, 3);
const oneFilm = makeFilms(1, 4);
const manySections = makeSections(5000, 5);

const matrix = time('eligibilityMatrix, 200 films x 2,000 sections', () =>
  eligibilityMatrix({ films, sections, entries, now: NOW }),
);
const reference = time('reference loop, 200 x 2,000 (one comparison each)', () =>
  referenceLoop(films, sections),
);
const filmPanel = time('eligibilityMatrix, 1 film x 5,000 sections', () =>
  eligibilityMatrix({ films: oneFilm, sections: manySections, entries: [], now: NOW }),
);

const median = (ms: number[]) => ms[Math.floor(ms.length / 2)]!;
console.log(`Node ${process.version}, ${cpus().length} CPUs, ${RUNS} runs after one warm-up`);
console.log('| run | pairs | median ms | best ms | median CPU ms | per pair µs (median) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [run, pairs] of [
  [matrix, films.length * sections.length],
  [reference, films.length * sections.length],
  [filmPanel, manySections.length],
] as const) {
  const m = median(run.ms);
  console.log(
    `| ${run.label} | ${pairs.toLocaleString('en')} | ${m.toFixed(1)} | ${run.ms[0]!.toFixed(1)} | ${median(run.cpu).toFixed(1)} | ${((m * 1000) / pairs).toFixed(3)} |`,
  );
}
const c = matrix.last.counts;
console.log(
  `\nTabs of the 200 x 2,000 run: ${c.eligible} eligible, ${c['missing-subtitles']} missing subtitles, ${c.ineligible} ineligible; reference fits: ${reference.last}`,
);
