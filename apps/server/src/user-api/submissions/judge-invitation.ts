import type { Db } from '@shortlist/db/client';
import type { EligibilityResult } from '@shortlist/domain/submissions/eligibility';
import { checkEligibility } from '@shortlist/domain/submissions/eligibility';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

/**
 * The account's films (or the named ones) against one campaign section through an invitation
 * (the engine's `invitation` option: the validity day replaces the calendar and the
 * invitation-only rule; every other criterion still applies). The invitations area calls it
 * through the composition root. Four queries whatever the number of films; a section that does
 * not exist judges nothing.
 */
export async function judgeInvitation(
  db: Db,
  options: {
    accountId: number;
    filmIds?: readonly number[];
    IdCampagneSection: number;
    DateValiditee: Date;
    now: Date;
  },
): Promise<{ IdFilm: number; result: EligibilityResult }[]> {
  const [films, sections] = await Promise.all([
    loadEligibilityFilms(db, {
      accountId: options.accountId,
      ...(options.filmIds ? { filmIds: options.filmIds } : {}),
    }),
    loadEligibilitySections(db, { IdsCampagneSection: [options.IdCampagneSection] }),
  ]);
  const section = sections[0];
  if (!section || films.length === 0) return [];
  const entries = await loadEntries(db, {
    filmIds: films.map((f) => f.Id),
    festivalIds: [section.IdFestival],
  });
  return films.map((film) => ({
    IdFilm: film.Id,
    result: checkEligibility({
      film,
      section,
      entries: entries.filter((e) => e.IdFilm === film.Id),
      now: options.now,
      invitation: { DateValiditee: options.DateValiditee },
    }),
  }));
}
