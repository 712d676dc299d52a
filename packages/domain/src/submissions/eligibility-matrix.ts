import { type EligibilityResult, judgeEligibility, prepareFilm, prepareSection } from './eligibility.ts';
import { ELIGIBILITY_STATUSES, type EligibilityStatus } from './eligibility-codes.ts';
import type { EligibilityEntry, EligibilityFilm, EligibilitySection } from './eligibility-input.ts';

/*
 * Many films against many sections in one call: the submission panel of a festival (every film
 * of the user x the festival's sections) or of a film (one film x every open section), spec §2.
 * What depends on the film alone or on the section alone is worked out once.
 */

/**
 * One film against one section, flat like the spec's "Eligibility result per film" (§3), which
 * the server completes with names and the fee. Flat also means one object kept per pair.
 */
export type EligibilityCell = {
  IdFilm: number;
  IdFestival: number;
  IdCampagneSection: number;
} & EligibilityResult;

/** How many cells fall in each tab. */
export type StatusCounts = Record<EligibilityStatus, number>;

export type FilmRow = { IdFilm: number; counts: StatusCounts; cells: EligibilityCell[] };
export type SectionRow = {
  IdCampagneSection: number;
  IdFestival: number;
  counts: StatusCounts;
  cells: EligibilityCell[];
};

export type EligibilityMatrix = {
  /** Film by film in the order given, each with the sections in the order given. */
  cells: EligibilityCell[];
  counts: StatusCounts;
  /** The same cells per film (films in the order given) and per section (sections in the order given). */
  perFilm: FilmRow[];
  perSection: SectionRow[];
};

const statusIndex = (status: EligibilityStatus) => ELIGIBILITY_STATUSES.indexOf(status);

export function emptyCounts(): StatusCounts {
  return { eligible: 0, 'missing-subtitles': 0, ineligible: 0 };
}

/** Entries by film, then by festival: a cell reads only its film's entries in its festival. */
function indexEntries(entries: readonly EligibilityEntry[]): Map<number, Map<number, EligibilityEntry[]>> {
  const index = new Map<number, Map<number, EligibilityEntry[]>>();
  for (const entry of entries) {
    let byFestival = index.get(entry.IdFilm);
    if (!byFestival) {
      byFestival = new Map();
      index.set(entry.IdFilm, byFestival);
    }
    const list = byFestival.get(entry.IdFestival);
    if (list) list.push(entry);
    else byFestival.set(entry.IdFestival, [entry]);
  }
  return index;
}

const NO_ENTRIES: readonly EligibilityEntry[] = [];

/** Every film against every section (no answers: the questions are asked when entering). */
export function eligibilityMatrix(options: {
  films: readonly EligibilityFilm[];
  sections: readonly EligibilitySection[];
  /** The films' entries in the sections' festivals, of any edition. */
  entries: readonly EligibilityEntry[];
  now: Date;
}): EligibilityMatrix {
  const { now } = options;
  const sections = options.sections.map((section) => prepareSection(section, now));
  const entries = indexEntries(options.entries);
  const counts = emptyCounts();
  const cells: EligibilityCell[] = [];
  const perSection: SectionRow[] = sections.map(({ section }) => ({
    IdCampagneSection: section.IdCampagneSection,
    IdFestival: section.IdFestival,
    counts: emptyCounts(),
    cells: [],
  }));
  const perFilm: FilmRow[] = [];
  for (const film of options.films) {
    const prepared = prepareFilm(film, now);
    const filmEntries = entries.get(film.Id);
    const row: FilmRow = { IdFilm: film.Id, counts: emptyCounts(), cells: [] };
    for (let i = 0; i < sections.length; i++) {
      const section = sections[i]!;
      const result = judgeEligibility({
        film: prepared,
        section,
        entries: filmEntries?.get(section.section.IdFestival) ?? NO_ENTRIES,
      });
      const cell: EligibilityCell = {
        IdFilm: film.Id,
        IdFestival: section.section.IdFestival,
        IdCampagneSection: section.section.IdCampagneSection,
        status: result.status,
        OuvreTesYeux: result.OuvreTesYeux,
        RequiredIdsLangue: result.RequiredIdsLangue,
      };
      cells.push(cell);
      row.cells.push(cell);
      const sectionRow = perSection[i]!;
      sectionRow.cells.push(cell);
      counts[cell.status]++;
      row.counts[cell.status]++;
      sectionRow.counts[cell.status]++;
    }
    perFilm.push(row);
  }
  return { cells, counts, perFilm, perSection };
}

/** A group of the panel (a film on a festival's panel, a festival on a film's panel) within one tab. */
export type PanelGroup = { id: number; cells: EligibilityCell[] };
export type PanelTabs = { counts: StatusCounts; tabs: Record<EligibilityStatus, PanelGroup[]> };

/**
 * The panel's tabs (spec §2): each tab with its count and its cells grouped by film (a
 * festival's panel) or by festival (a film's panel), groups in order of first appearance. A
 * group shows in every tab it has cells in; sorting and searching are the panel's.
 */
export function panelTabs(cells: readonly EligibilityCell[], groupBy: 'IdFilm' | 'IdFestival'): PanelTabs {
  const counts = emptyCounts();
  const groups = ELIGIBILITY_STATUSES.map(() => new Map<number, PanelGroup>());
  for (const cell of cells) {
    counts[cell.status]++;
    const tab = groups[statusIndex(cell.status)]!;
    const id = cell[groupBy];
    const group = tab.get(id);
    if (group) group.cells.push(cell);
    else tab.set(id, { id, cells: [cell] });
  }
  const [eligible, missing, ineligible] = groups.map((tab) => [...tab.values()]);
  return {
    counts,
    tabs: { eligible: eligible ?? [], 'missing-subtitles': missing ?? [], ineligible: ineligible ?? [] },
  };
}
