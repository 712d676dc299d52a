import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import type { EligibilityCellAnswer, PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import { eligibilityMatrix } from '@shortlist/domain/submissions/eligibility-matrix';
import { AppError } from '../../platform/errors.ts';
import { cellAnswer } from './cell-answer.ts';
import {
  loadEligibilityFilms,
  loadEligibilitySections,
  loadEntries,
  type SectionScope,
} from './eligibility-facts.ts';
import { loadPanelFestivals } from './panel-festivals.ts';
import { loadSuperStampFilms } from './superstamp-films.ts';

/**
 * `POST compare-film-section` (spec §7): the account's film, or all its films, against one
 * campaign section or the sections of a festival's current call, one result per pair, with the
 * festivals and sections they name. A film alone (every section of every open call: 15.8 MB on
 * 5,000 sections, bench/log/2026-11-to-12.md) is refused with 400 `COMPARE_SCOPE_TOO_WIDE`, whose `params.use`
 * names the paged `compare-film-section/by-film/{idFilm}`. Another account's film and an unknown
 * one answer 404 alike; a festival without a call answers no results. Twelve queries whatever the
 * number of films, festivals and sections.
 */
export async function compareFilmSection(
  db: Db,
  options: {
    accountId: number;
    IdFilm?: number;
    IdFestival?: number;
    IdCampagneSection?: number;
    language: Language;
    now: Date;
  },
): Promise<{ results: EligibilityCellAnswer[]; festivals: PanelFestival[]; superStampFilms: number[] }> {
  if (options.IdCampagneSection === undefined && options.IdFestival === undefined) {
    throw new AppError('COMPARE_SCOPE_TOO_WIDE', {
      fields: [{ path: 'IdFestival', code: 'REQUIRED', message: 'REQUIRED' }],
      params: { use: `compare-film-section/by-film/${options.IdFilm ?? '{idFilm}'}` },
    });
  }
  const scope: SectionScope =
    options.IdCampagneSection !== undefined
      ? { IdsCampagneSection: [options.IdCampagneSection] }
      : { IdFestival: options.IdFestival! };
  const [films, sections] = await Promise.all([
    loadEligibilityFilms(db, {
      accountId: options.accountId,
      now: options.now,
      ...(options.IdFilm !== undefined ? { filmIds: [options.IdFilm] } : {}),
    }),
    loadEligibilitySections(db, scope),
  ]);
  if (options.IdFilm !== undefined && films.length === 0) throw new AppError('NOT_FOUND');
  if ('IdsCampagneSection' in scope && sections.length === 0) throw new AppError('NOT_FOUND');
  const festivals = [...new Set(sections.map((s) => s.IdFestival))];
  const filmIds = films.map((f) => f.Id);
  const [entries, panelFestivals, superStampFilms] = await Promise.all([
    loadEntries(db, { filmIds, festivalIds: festivals }),
    loadPanelFestivals(db, {
      sectionIds: sections.map((s) => s.IdCampagneSection),
      language: options.language,
      now: options.now,
    }),
    loadSuperStampFilms(db, { accountId: options.accountId, filmIds, now: options.now }),
  ]);
  const results = eligibilityMatrix({ films, sections, entries, now: options.now }).cells.map(cellAnswer);
  return { results, festivals: panelFestivals, superStampFilms };
}
