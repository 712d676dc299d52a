/*
 * The directory's film-length filter: "festivals that take a film of N minutes". A section's
 * duration criterion (`critere` of type `duration`) bounds the length in seconds; 0 or null on
 * either side leaves that side open, and a criterion the festival does not check
 * (`IsCheckerCritere` false) bounds nothing. The SQL says the same in `directory-sql.ts`
 * (`takesFilmLength`), and `directory.test.ts` checks it against these functions.
 */

/** The longest film length the filter takes, in minutes (a feature film is far below). */
export const FILM_MINUTES_MAX = 600;

export type DurationCriterion = {
  Type: string;
  DureeMin: number | null;
  DureeMax: number | null;
  IsCheckerCritere: boolean;
};

/** Whether a section with these criteria takes a film of `minutes`. */
export function sectionTakesLength(criteria: readonly DurationCriterion[], minutes: number): boolean {
  const seconds = minutes * 60;
  return criteria.every((c) => {
    if (c.Type !== 'duration' || !c.IsCheckerCritere) return true;
    if (c.DureeMin && seconds < c.DureeMin) return false;
    if (c.DureeMax && seconds > c.DureeMax) return false;
    return true;
  });
}

/** Whether any section of the current campaign takes a film of `minutes`. */
export function festivalTakesLength(
  sections: readonly { criteria: readonly DurationCriterion[] }[],
  minutes: number,
): boolean {
  return sections.some((section) => sectionTakesLength(section.criteria, minutes));
}

/** Running-time bounds in seconds; undefined leaves that side open. */
export type DurationBounds = { min: number | undefined; max: number | undefined };

/**
 * The running times one section takes, from its checked duration criteria (all must hold, as in
 * `sectionTakesLength` and the eligibility engine): the highest minimum and the lowest maximum.
 * An unchecked criterion bounds nothing, so it is never shown as a limit.
 */
export function sectionDurationBounds(criteria: readonly DurationCriterion[]): DurationBounds {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of criteria) {
    if (c.Type !== 'duration' || !c.IsCheckerCritere) continue;
    if (c.DureeMin && (min === undefined || c.DureeMin > min)) min = c.DureeMin;
    if (c.DureeMax && (max === undefined || c.DureeMax < max)) max = c.DureeMax;
  }
  return { min, max };
}

/**
 * The widest running-time bounds the festival's sections take (the festival page's "Running
 * time"): the lowest section minimum and the highest section maximum, a side left open when any
 * section leaves it open (a section without a checked duration criterion takes any length).
 */
export function festivalDurationBounds(
  sections: readonly { criteria: readonly DurationCriterion[] }[],
): DurationBounds {
  if (sections.length === 0) return { min: undefined, max: undefined };
  const each = sections.map((section) => sectionDurationBounds(section.criteria));
  const mins = each.map((b) => b.min);
  const maxes = each.map((b) => b.max);
  return {
    min: mins.every((m) => m !== undefined) ? Math.min(...(mins as number[])) : undefined,
    max: maxes.every((m) => m !== undefined) ? Math.max(...(maxes as number[])) : undefined,
  };
}
