import { judgeEligibility, type PreparedFilm, type PreparedSection, prepareFilm } from './eligibility.ts';
import { ELIGIBILITY_STATUSES, type EligibilityStatus } from './eligibility-codes.ts';
import type { EligibilityEntry, EligibilityFilm } from './eligibility-input.ts';
import type { EligibilityCell } from './eligibility-matrix.ts';

/*
 * One film against sections prepared beforehand: a film's panel (thousands of open sections)
 * judges only what depends on the film. The sections' own reasons depend on the day, not on the
 * film, so the server prepares them once for every filmmaker (`prepareSection` with the moment
 * asked, see open-calls.ts). The cells are those `eligibilityMatrix` gives for the same film,
 * without its per-section rows, which the panel does not read.
 */

type Options = {
  film: EligibilityFilm;
  /** Prepared with the same moment as `now`. */
  sections: readonly PreparedSection[];
  /** The film's entries in the sections' festivals, of any edition. */
  entries: readonly EligibilityEntry[];
  now: Date;
};

const NO_ENTRIES: readonly EligibilityEntry[] = [];

/** A judge of the film against one prepared section, what depends on the film worked out once. */
function judgeOf({ film, entries, now }: Options) {
  const prepared: PreparedFilm = prepareFilm(film, now);
  const byFestival = new Map<number, EligibilityEntry[]>();
  for (const entry of entries) {
    // Another film's entry never counts (as in the matrix, which indexes entries per film).
    if (entry.IdFilm !== film.Id) continue;
    const list = byFestival.get(entry.IdFestival);
    if (list) list.push(entry);
    else byFestival.set(entry.IdFestival, [entry]);
  }
  return (section: PreparedSection) =>
    judgeEligibility({
      film: prepared,
      section,
      entries: byFestival.get(section.section.IdFestival) ?? NO_ENTRIES,
    });
}

/** The film's cells for the sections at `indices` (every section when not given), in that order. */
export function filmVerdicts(options: Options & { indices?: readonly number[] }): EligibilityCell[] {
  const judge = judgeOf(options);
  const indices = options.indices ?? options.sections.map((_, i) => i);
  return indices.map((i) => {
    const section = options.sections[i]!;
    const result = judge(section);
    return {
      IdFilm: options.film.Id,
      IdFestival: section.section.IdFestival,
      IdCampagneSection: section.section.IdCampagneSection,
      status: result.status,
      OuvreTesYeux: result.OuvreTesYeux,
      RequiredIdsLangue: result.RequiredIdsLangue,
    };
  });
}

const STATUS_INDEX = new Map<EligibilityStatus, number>(ELIGIBILITY_STATUSES.map((s, i) => [s, i]));

/**
 * The film's status against each section, one byte each (an index in `ELIGIBILITY_STATUSES`):
 * what a panel keeps of a film between its pages. Whole cells carry their reasons (about 1 KB a
 * section), 5 MB a film for 5,000 sections: kept for many films they fill the old generation and
 * every major collection pauses the server; a page's cells are judged again (`indices`).
 */
export function filmStatuses(options: Options): Uint8Array {
  const judge = judgeOf(options);
  const statuses = new Uint8Array(options.sections.length);
  for (let i = 0; i < options.sections.length; i++) {
    statuses[i] = STATUS_INDEX.get(judge(options.sections[i]!).status) ?? 0;
  }
  return statuses;
}
