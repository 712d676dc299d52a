import { describe, expect, it } from 'vitest';
import { filmPanelPage, type PanelSectionFacts } from './film-panel-page.ts';
import { searchable } from './panel-search.ts';

type Status = 'eligible' | 'missing-subtitles' | 'ineligible';
const cell = (IdFestival: number, IdCampagneSection: number, status: Status) => ({
  IdFestival,
  IdCampagneSection,
  status,
});

const festivals: Record<number, string> = { 1: 'Zébra Fest', 2: 'Annecy', 3: 'Cœur de Lyon', 4: 'Berlin' };
const labels: Record<number, string> = {
  10: 'Courts',
  11: 'Animation',
  20: 'Fiction',
  30: 'Écoles',
  40: 'Docs',
};
const festivalOf: Record<number, number> = { 10: 1, 11: 1, 20: 2, 30: 3, 40: 4 };
const facts = new Map<number, PanelSectionFacts>(
  Object.entries(labels).map(([id, label]) => {
    const name = festivals[festivalOf[Number(id)]!]!;
    return [
      Number(id),
      { festivalName: name, foldedFestival: searchable(name), foldedSection: searchable(label) },
    ];
  }),
);
const keys: Record<number, { deadline: number | null; fee: number | null }> = {
  10: { deadline: 500, fee: 3000 },
  11: { deadline: 100, fee: null },
  20: { deadline: 300, fee: 0 },
  30: { deadline: null, fee: 1000 },
  40: { deadline: 200, fee: 2000 },
};
const cells = [
  cell(1, 10, 'eligible'),
  cell(1, 11, 'eligible'),
  cell(2, 20, 'eligible'),
  cell(3, 30, 'eligible'),
  cell(4, 40, 'ineligible'),
];
const page = (options: Partial<Parameters<typeof filmPanelPage>[0]>) =>
  filmPanelPage({
    cells,
    facts,
    keys: (id) => keys[id]!,
    tab: 'eligible',
    sort: 'name',
    offset: 0,
    limit: 10,
    collator: new Intl.Collator('fr'),
    ...options,
  });
const festivalOrder = (result: { cells: { IdFestival: number }[] }) => [
  ...new Set(result.cells.map((c) => c.IdFestival)),
];

describe("a film's panel page", () => {
  it('counts every tab, totals the festivals of the asked one and keeps a festival together', () => {
    const result = page({});
    expect(result.counts).toEqual({ eligible: 4, 'missing-subtitles': 0, ineligible: 1 });
    expect(result.total).toBe(3);
    expect(result.cells.map((c) => c.IdCampagneSection)).toEqual([20, 30, 10, 11]);
  });

  it('pages festivals, not sections', () => {
    expect(festivalOrder(page({ offset: 0, limit: 2 }))).toEqual([2, 3]);
    expect(page({ offset: 2, limit: 2 }).cells.map((c) => c.IdCampagneSection)).toEqual([10, 11]);
    expect(page({ offset: 3, limit: 2 }).cells).toEqual([]);
  });

  it('sorts by the nearest deadline or the lowest fee, a festival without one last', () => {
    expect(festivalOrder(page({ sort: 'deadline' }))).toEqual([1, 2, 3]);
    expect(festivalOrder(page({ sort: 'fee' }))).toEqual([2, 3, 1]);
  });

  it('searches festival and section names without accents or case; counts follow', () => {
    const byFestival = page({ search: 'COEUR' });
    expect(byFestival.cells.map((c) => c.IdCampagneSection)).toEqual([30]);
    expect(byFestival.counts).toEqual({ eligible: 1, 'missing-subtitles': 0, ineligible: 0 });
    expect(page({ search: 'ecole' }).cells.map((c) => c.IdCampagneSection)).toEqual([30]);
    expect(page({ search: 'docs', tab: 'ineligible' }).total).toBe(1);
    expect(page({ search: 'nothing' }).total).toBe(0);
  });

  it('sorts by the ranks given with the facts as the collator would, and by the ranks alone', () => {
    const ranked = (rank: Record<number, number>) =>
      new Map([...facts].map(([id, f]) => [id, { ...f, festivalRank: rank[festivalOf[id]!] }]));
    // The collator's order (Annecy, Cœur de Lyon, Zébra Fest), given as ranks: the same pages.
    for (const sort of ['name', 'deadline', 'fee'] as const) {
      expect(page({ sort, facts: ranked({ 2: 0, 4: 1, 3: 2, 1: 3 }) }).cells).toEqual(page({ sort }).cells);
    }
    // Ranks are what is compared: another order given is followed.
    expect(festivalOrder(page({ facts: ranked({ 1: 0, 3: 1, 2: 2, 4: 3 }) }))).toEqual([1, 3, 2]);
  });

  it('leaves out a section its facts do not know', () => {
    const result = page({ cells: [...cells, cell(9, 99, 'eligible')] });
    expect(result.counts.eligible).toBe(4);
  });
});
