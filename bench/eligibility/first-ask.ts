/**
 * A film asked for the first time, the engine's part alone (issue 14, Run 4):
 * `npx tsx bench/eligibility/first-ask.ts`. No database: the generator's 5,000 sections on
 * festivals spread over 40 time zones. Times, interleaved film by film so load on the machine
 * falls on both alike, what a first ask cost before Run 4 (`eligibilityMatrix` over the raw
 * sections, then the ineligible tab's sort keys with `currentEvent` on each festival's clock)
 * and what it costs now (`filmStatuses` over sections prepared with the open calls, the sort keys
 * from the kept calendars, the page's 75 cells judged again). Prints p50/p95 wall and CPU ms.
 */
import { performance } from 'node:perf_hooks';
import { currentEvent } from '@shortlist/domain/festivals/calendar-rules';
import { prepareSection } from '@shortlist/domain/submissions/eligibility';
import { eligibilityMatrix } from '@shortlist/domain/submissions/eligibility-matrix';
import { filmStatuses, filmVerdicts } from '@shortlist/domain/submissions/film-verdicts';
import {
  ClockDays,
  currentOnDay,
  sectionCalendar,
  ZoneToday,
} from '../../apps/server/src/user-api/submissions/section-calendar.ts';
import { makeFilms, makeSections, NOW } from './generate.ts';

const FILMS = Number(process.env.BENCH_FILMS ?? 60);
const ZONES = Intl.supportedValuesOf('timeZone')
  .filter((_, i) => i % 10 === 0)
  .slice(0, 40);
const sections = makeSections(5000, 5);
const zoneOf = (IdFestival: number) => ZONES[IdFestival % ZONES.length];
const films = makeFilms(FILMS, 7);

// Kept with each load of the open calls (not timed: worked out behind the answers).
const prepared = sections.map((s) => prepareSection(s, NOW));
const days = new ClockDays();
const calendars = sections.map((s) => sectionCalendar(s.events, zoneOf(s.IdFestival), days));
const today = new ZoneToday();

function before(film: (typeof films)[number]) {
  const { cells } = eligibilityMatrix({ films: [film], sections, entries: [], now: NOW });
  let n = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i]!.status !== 'ineligible') continue;
    const s = sections[i]!;
    if (currentEvent(s.events, NOW, zoneOf(s.IdFestival))) n++;
  }
  return n;
}

/** Before, when another film already worked the sort keys out this minute: the engine alone. */
function beforeKeysKept(film: (typeof films)[number]) {
  return eligibilityMatrix({ films: [film], sections, entries: [], now: NOW }).counts.ineligible;
}

function after(film: (typeof films)[number]) {
  const statuses = filmStatuses({ film, sections: prepared, entries: [], now: NOW });
  const page: number[] = [];
  let n = 0;
  for (let i = 0; i < statuses.length; i++) {
    if (statuses[i] !== 2) continue;
    if (currentOnDay(calendars[i]!, today.day(NOW, zoneOf(sections[i]!.IdFestival)))) n++;
    if (page.length < 75) page.push(i);
  }
  filmVerdicts({ film, sections: prepared, entries: [], now: NOW, indices: page });
  return n;
}

const figures: Record<string, { ms: number[]; cpu: number[] }> = {};
for (const film of films.slice(0, 5)) before(film) + after(film); // warm-up
for (const film of films) {
  for (const [name, run] of [
    ['before', before],
    ['before, sort keys kept this minute', beforeKeysKept],
    ['after', after],
  ] as const) {
    const figure = figures[name] ?? { ms: [], cpu: [] };
    figures[name] = figure;
    const cpu = process.cpuUsage();
    const start = performance.now();
    run(film);
    figure.ms.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    figure.cpu.push((used.user + used.system) / 1000);
  }
}
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
};
console.log(
  `${FILMS} films x 5,000 sections, ${ZONES.length} zones; load ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
);
console.log('| first ask | p50 ms | p95 ms | CPU p50 ms | CPU p95 ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, f] of Object.entries(figures)) {
  console.log(`| ${name} | ${at(f.ms, 0.5)} | ${at(f.ms, 0.95)} | ${at(f.cpu, 0.5)} | ${at(f.cpu, 0.95)} |`);
}
