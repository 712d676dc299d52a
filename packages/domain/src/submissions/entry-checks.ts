import type { EligibilityReason } from './eligibility-codes.ts';
import type { EligibilityEntry, EligibilitySection } from './eligibility-input.ts';
import { reason } from './reason.ts';
import { countsAsEntry } from './submission-status.ts';

function latestEdition(entries: readonly EligibilityEntry[]): number {
  return entries.reduce((year, e) => Math.max(year, e.AnneeEdition), 0);
}

/**
 * The festival's re-submission rule (spec §4) against the film's entries in this festival, of
 * any edition (cancelled ones do not count, `countsAsEntry`): `cannot` refuses any further
 * entry; `other-section` refuses the section (`IdSection`, which stays across editions) the film
 * was already entered in; `can` lets it enter again in a later edition. The same section of the
 * same call (`IdCampagneSection`) never takes a film twice.
 */
export function entryReasons(
  filmId: number,
  section: EligibilitySection,
  entries: readonly EligibilityEntry[],
): EligibilityReason[] {
  const counted = entries.filter(
    (e) => e.IdFilm === filmId && e.IdFestival === section.IdFestival && countsAsEntry(e.Statut),
  );
  if (counted.length === 0) return [];
  if (section.reEntry === 'cannot') {
    return [reason('ELIGIBILITY_ALREADY_ENTERED', { year: latestEdition(counted) })];
  }
  const same = counted.filter(
    (e) =>
      e.IdCampagneSection === section.IdCampagneSection ||
      (section.reEntry === 'other-section' && e.IdSection === section.IdSection),
  );
  return same.length === 0
    ? []
    : [reason('ELIGIBILITY_ALREADY_ENTERED_SECTION', { year: latestEdition(same) })];
}
