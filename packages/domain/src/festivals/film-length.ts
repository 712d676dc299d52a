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
