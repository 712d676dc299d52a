import { judgeEligibility, type PreparedSection, prepareFilm } from './eligibility.ts';
import type { EligibilityEntry, EligibilityFilm } from './eligibility-input.ts';
import type { EligibilityCell } from './eligibility-matrix.ts';

/*
 * One film against sections prepared beforehand: a film's panel (thousands of open sections)
 * judges only what depends on the film. The sections' own reasons depend on the day, not on the
 * film, so the server prepares them once for every filmmaker (`prepareSection` with the moment
 * asked, see open-calls.ts); the cells are those `eligibilityMatrix` gives for the same film,
 * without its per-section rows, which the panel does not read.
 */

const NO_ENTRIES: readonly EligibilityEntry[] = [];

export function filmVerdicts(options: {
  film: EligibilityFilm;
  /** Prepared with the same moment as `now`. */
  sections: readonly PreparedSection[];
  /** The film's entries in the sections' festivals, of any edition. */
  entries: readonly EligibilityEntry[];
  now: Date;
}): EligibilityCell[] {
  const { film } = options;
  const prepared = prepareFilm(film, options.now);
  const byFestival = new Map<number, EligibilityEntry[]>();
  for (const entry of options.entries) {
    // Another film's entry never counts (as in the matrix, which indexes entries per film).
    if (entry.IdFilm !== film.Id) continue;
    const list = byFestival.get(entry.IdFestival);
    if (list) list.push(entry);
    else byFestival.set(entry.IdFestival, [entry]);
  }
  const cells: EligibilityCell[] = new Array(options.sections.length);
  for (let i = 0; i < options.sections.length; i++) {
    const section = options.sections[i]!;
    const { IdFestival, IdCampagneSection } = section.section;
    const result = judgeEligibility({
      film: prepared,
      section,
      entries: byFestival.get(IdFestival) ?? NO_ENTRIES,
    });
    cells[i] = {
      IdFilm: film.Id,
      IdFestival,
      IdCampagneSection,
      status: result.status,
      OuvreTesYeux: result.OuvreTesYeux,
      RequiredIdsLangue: result.RequiredIdsLangue,
    };
  }
  return cells;
}
