import type { EligibilityStatus } from './eligibility-codes.ts';
import { emptyCounts, type StatusCounts } from './eligibility-matrix.ts';
import type { PanelSort } from './film-panel-contracts.ts';
import { searchable } from './panel-search.ts';

/*
 * Which festivals one page of a film's panel shows (pure; the server judges, loads and calls
 * this). Groups are festivals; a festival's place depends on the sections it has in the tab.
 */

/** What the page needs of a section besides its verdict, names already folded for the search. */
export type PanelSectionFacts = {
  festivalName: string;
  foldedFestival: string;
  foldedSection: string;
  /**
   * The festival's place among all festivals in name order (the collator's, then `IdFestival`),
   * when worked out beforehand: sorting by name then compares numbers. Without it, the collator.
   */
  festivalRank?: number | undefined;
};

/** The sort keys of a section at this moment: deadline (ms) and fee in cents, null when none. */
export type PanelSectionKeys = { deadline: number | null; fee: number | null };

type Cell = { IdFestival: number; IdCampagneSection: number; status: EligibilityStatus };

export type FilmPanelPage<C extends Cell> = {
  counts: StatusCounts;
  /** Festivals of the tab after the search. */
  total: number;
  /** The page's cells, festival after festival. */
  cells: C[];
};

/** Lowest value first, missing ones (no deadline, closed) last. */
function byKey(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

export function filmPanelPage<C extends Cell>(options: {
  cells: readonly C[];
  facts: ReadonlyMap<number, PanelSectionFacts>;
  /** Asked only when sorting by deadline or fee, and only for the tab's sections. */
  keys: (IdCampagneSection: number) => PanelSectionKeys;
  tab: EligibilityStatus;
  search?: string | undefined;
  sort: PanelSort;
  offset: number;
  limit: number;
  collator: Intl.Collator;
}): FilmPanelPage<C> {
  const query = searchable(options.search ?? '');
  const counts = emptyCounts();
  const groups = new Map<number, C[]>();
  for (const cell of options.cells) {
    const facts = options.facts.get(cell.IdCampagneSection);
    // A section the facts do not know (its call changed since they were loaded) is left out.
    if (!facts) continue;
    if (query && !facts.foldedFestival.includes(query) && !facts.foldedSection.includes(query)) continue;
    counts[cell.status]++;
    if (cell.status !== options.tab) continue;
    const group = groups.get(cell.IdFestival);
    if (group) group.push(cell);
    else groups.set(cell.IdFestival, [cell]);
  }
  const factsOf = (group: C[]) => options.facts.get(group[0]!.IdCampagneSection);
  const name = (group: C[]) => factsOf(group)?.festivalName ?? '';
  const byName = (a: C[], b: C[]) => {
    const rankA = factsOf(a)?.festivalRank;
    const rankB = factsOf(b)?.festivalRank;
    if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
    return options.collator.compare(name(a), name(b)) || a[0]!.IdFestival - b[0]!.IdFestival;
  };
  let ordered = [...groups.values()];
  if (options.sort === 'name') {
    ordered.sort(byName);
  } else {
    // A festival's key is its best section's: the nearest deadline, the lowest fee.
    const field = options.sort === 'deadline' ? 'deadline' : 'fee';
    const best = new Map<C[], number | null>();
    for (const group of ordered) {
      const values = group.map((cell) => options.keys(cell.IdCampagneSection)[field]);
      best.set(
        group,
        values.reduce((low, value) => (byKey(value, low) < 0 ? value : low), null),
      );
    }
    ordered = ordered.sort((a, b) => byKey(best.get(a)!, best.get(b)!) || byName(a, b));
  }
  return {
    counts,
    total: ordered.length,
    cells: ordered.slice(options.offset, options.offset + options.limit).flat(),
  };
}
