import { criterion, ENGLISH, entry, section } from './eligibility-fixtures.ts';

/*
 * Test fixtures (imported by tests only) of the many-films, many-sections checks (the matrix and
 * one film's verdicts): three sections of two festivals, each refusing for another reason.
 */

/** Festival 100: an open section and one with a duration and a subtitle rule; festival 101 refuses re-entry. */
export function matrixSections() {
  return [
    section({ IdFestival: 100, IdSection: 300, IdCampagneSection: 400 }),
    section({
      IdFestival: 100,
      IdSection: 301,
      IdCampagneSection: 401,
      criteria: [
        criterion('duration', { DureeMax: 20 * 60 }),
        criterion('subtitle', { IdsLanguesSubs: [ENGLISH] }),
      ],
    }),
    section({ IdFestival: 101, IdSection: 310, IdCampagneSection: 410, reEntry: 'cannot' }),
  ];
}

/** Film 1 already entered festival 101 (in another section): its re-entry rule applies. */
export const FILM_1_ENTERED_101 = entry({
  IdFilm: 1,
  IdFestival: 101,
  IdSection: 311,
  IdCampagneSection: 411,
});
