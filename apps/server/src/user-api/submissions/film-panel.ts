import type { Db } from '@shortlist/db/client';
import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { EligibilityStatus } from '@shortlist/domain/submissions/eligibility-codes';
import { eligibilityMatrix } from '@shortlist/domain/submissions/eligibility-matrix';
import type { FilmPanelResponse, PanelSort } from '@shortlist/domain/submissions/film-panel-contracts';
import { filmPanelPage } from '@shortlist/domain/submissions/film-panel-page';
import { AppError } from '../../platform/errors.ts';
import { cellAnswer } from './cell-answer.ts';
import { loadEligibilityFilms, loadEntries } from './eligibility-facts.ts';
import { type OpenCallsCache, sectionKeys } from './open-calls.ts';
import { loadPanelFestivals } from './panel-festivals.ts';

/** One collator per language: building one costs more than the comparisons of a page. */
const collators = new Map<Language, Intl.Collator>();
function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LANGUAGES[language].locale);
    collators.set(language, collator);
  }
  return collator;
}

/**
 * `POST compare-film-section/by-film/{idFilm}`: the account's film against every section of every
 * open current call, answered one page at a time (the film's submission panel, spec §2). Every
 * section is judged, so the tab counts are whole; only the asked tab's festivals of the page come
 * with their cards. Another account's film and an unknown one answer 404 alike. Eight queries
 * (the film, its entries, the page's cards in four and their translations in two), plus six
 * when the open calls are not in the cache (open-calls.ts).
 */
export async function filmPanel(
  db: Db,
  options: {
    accountId: number;
    IdFilm: number;
    openCalls: OpenCallsCache;
    tab: EligibilityStatus;
    search?: string | undefined;
    sort: PanelSort;
    offset: number;
    limit: number;
    language: Language;
    now: Date;
  },
): Promise<FilmPanelResponse> {
  const { now, language } = options;
  // The film's entries are read with the film: a film of someone else answers 404 before use.
  const [films, entries, calls] = await Promise.all([
    loadEligibilityFilms(db, { accountId: options.accountId, filmIds: [options.IdFilm] }),
    loadEntries(db, { filmIds: [options.IdFilm] }),
    options.openCalls.calls(),
  ]);
  if (films.length === 0) throw new AppError('NOT_FOUND');
  const facts = await options.openCalls.facts(calls, language);
  const { cells } = eligibilityMatrix({ films, sections: calls.sections, entries, now });
  const page = filmPanelPage({
    cells,
    facts,
    keys: sectionKeys(calls, now),
    tab: options.tab,
    search: options.search,
    sort: options.sort,
    offset: options.offset,
    limit: options.limit,
    collator: collatorOf(language),
  });
  const loaded = await loadPanelFestivals(db, {
    sectionIds: page.cells.map((c) => c.IdCampagneSection),
    language,
    now,
  });
  // The cards in the page's order, not the loader's name order.
  const place = new Map<number, number>();
  for (const cell of page.cells) if (!place.has(cell.IdFestival)) place.set(cell.IdFestival, place.size);
  const festivals = loaded.sort((a, b) => (place.get(a.IdFestival) ?? 0) - (place.get(b.IdFestival) ?? 0));
  return {
    counts: page.counts,
    total: page.total,
    offset: options.offset,
    results: page.cells.map(cellAnswer),
    festivals,
  };
}
