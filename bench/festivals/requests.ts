/**
 * The requests `run.ts` fires, by target key. Imported by the load generator's worker thread
 * (../shared/load-generator.ts), which builds each request just before sending it.
 */
import type { BenchRequest, RequestMaker } from '../shared/load-generator.ts';
import { BENCH_FESTIVALS } from './generate-catalogue.ts';

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

/** Each request comes from its own address (`visitor()`), in one of three languages. */
const headers = () => ({
  'content-type': 'application/json',
  culture: pick(CULTURES),
  'x-forwarded-for': visitor(),
});

const filter = (body: object): BenchRequest => ({
  method: 'POST',
  path: '/api/public/festivals/filter/0/12',
  headers: headers(),
  body: JSON.stringify(body),
});

export const REQUESTS: Record<string, RequestMaker> = {
  bare: () => ({ method: 'GET', path: '/', headers: {} }),
  hello: () => ({ method: 'GET', path: '/bench/hello', headers: headers() }),
  directory: () => ({
    method: 'POST',
    path: `/api/public/festivals/filter/${pick(PAGES)}/12`,
    headers: headers(),
    body: JSON.stringify(pick(FILTERS)),
  }),
  page: () => ({
    method: 'GET',
    path: `/api/public/festivals/${1 + Math.floor(Math.random() * 500)}`,
    headers: headers(),
  }),
  // 30,000 pages (10,000 festivals in three languages) against the cache's 2,000 entries:
  // nearly every request reads the database.
  'page-uncached': () => ({
    method: 'GET',
    path: `/api/public/festivals/${1 + Math.floor(Math.random() * BENCH_FESTIVALS)}`,
    headers: headers(),
  }),
  // A new search text each request: never cached, and finds nothing.
  'directory-uncached': () =>
    filter({
      ...pick(FILTERS.slice(0, 12)),
      Search: `festival ${Math.floor(Math.random() * 1e9)}`.slice(0, 12),
    }),
  // Finds festival i by its name (and the few whose number starts with i), so the page query
  // runs and builds cards.
  'directory-found': () => {
    const i = 1 + Math.floor(Math.random() * BENCH_FESTIVALS);
    return filter({ ...pick(FILTERS.slice(0, 12)), Search: `${NAME_WORDS[i % 6]} ${i}` });
  },
};
