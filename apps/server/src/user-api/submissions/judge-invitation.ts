import type { Db } from '@shortlist/db/client';
import type { EligibilityResult } from '@shortlist/domain/submissions/eligibility';
import { checkEligibility } from '@shortlist/domain/submissions/eligibility';
import type { QuestionAnswers } from '@shortlist/domain/submissions/question-checks';
import { independentQueries } from '../../platform/performance/independent-queries.ts';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

/**
 * The account's films (or the named ones) against one campaign section through an invitation
 * (the engine's `invitation` option: the validity day replaces the calendar and the
 * invitation-only rule; every other criterion still applies). With `answers` (an invitation being
 * answered) the section's additional questions are judged too; without them (the lists) they are
 * left to the questions modal. The invitations area calls it
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
    answers?: QuestionAnswers;
  },
): Promise<{ IdFilm: number; result: EligibilityResult }[]> {
  // Answering an invitation judges inside its transaction: independentQueries runs these in turn there.
  const [films, sections] = await independentQueries(db, [
    () =>
      loadEligibilityFilms(db, {
        accountId: options.accountId,
        now: options.now,
        ...(options.filmIds ? { filmIds: options.filmIds } : {}),
      }),
    () => loadEligibilitySections(db, { IdsCampagneSection: [options.IdCampagneSection] }),
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
      ...(options.answers ? { answers: options.answers } : {}),
    }),
  }));
}
