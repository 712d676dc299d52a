import type { Db } from '@shortlist/db/client';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import {
  ELIGIBILITY_STATUSES,
  type EligibilityStatus,
} from '@shortlist/domain/submissions/eligibility-codes';
import type { FilmPanelResponse, PanelSort } from '@shortlist/domain/submissions/film-panel-contracts';
import { filmPanelPage, type PanelSectionKeys } from '@shortlist/domain/submissions/film-panel-page';
import { filmStatuses, filmVerdicts } from '@shortlist/domain/submissions/film-verdicts';
import { AppError } from '../../platform/errors.ts';
import { cellAnswer } from './cell-answer.ts';
import { loadEligibilityFilms, loadEntries } from './eligibility-facts.ts';
import { OpenCallsCache, sectionKeys } from './open-calls.ts';
import { collatorOf } from './panel-collator.ts';
import { loadPanelFestivals } from './panel-festivals.ts';
import { loadSuperStampFilms } from './superstamp-films.ts';

/** A section's card as the festival page shapes it, with the festival it is shown under. */
type Card = { festival: Omit<PanelFestival, 'sections'>; section: FestivalSection };

/**
 * `POST compare-film-section/by-film/{idFilm}`: the account's film against every section of every
 * open current call, answered one page at a time (the film's submission panel, spec §2). Every
 * section is judged, so the tab counts are whole; only the asked tab's festivals of the page come
 * with their cards. Another account's film and an unknown one answer 404 alike. Three queries (the
 * film, its entries, its SuperStamp), six more for the cards of a page not yet shaped this minute (four, and
 * two for their translations), six more when the open calls are not in the cache (open-calls.ts).
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
  const [films, entries, calls, superStampFilms] = await Promise.all([
    loadEligibilityFilms(db, { accountId: options.accountId, filmIds: [options.IdFilm], now }),
    loadEntries(db, { filmIds: [options.IdFilm] }),
    options.openCalls.calls(),
    // Read before the ownership check, answered only after it (another's film answers 404).
    loadSuperStampFilms(db, { accountId: options.accountId, filmIds: [options.IdFilm], now }),
  ]);
  const [film] = films;
  if (!film) throw new AppError('NOT_FOUND');
  const cache = options.openCalls;
  const facts = await cache.facts(calls, language);
  const minute = OpenCallsCache.minute(now);
  // The verdicts depend on the film, its entries and the moment: paging, switching tabs or
  // sorting within the minute judges nothing again; any change to the film or its entries does.
  // A film asked for the first time judges only its side: the sections come prepared for the
  // day. Only the statuses are kept (film-verdicts.ts); the page's cells are judged again, at
  // the moment the statuses were, so they always agree.
  const sections = cache.prepared(calls, now);
  const kept = cache.memo(
    calls,
    `verdicts:${minute}:${JSON.stringify([film, entries])}`,
    () => ({ at: now, statuses: filmStatuses({ film, sections, entries, now }) }),
    { kind: 'verdicts:', max: OpenCallsCache.MAX_VERDICTS },
  );
  const cells = sections.map(({ section }, index) => ({
    index,
    IdFestival: section.IdFestival,
    IdCampagneSection: section.IdCampagneSection,
    status: ELIGIBILITY_STATUSES[kept.statuses[index] ?? 0] ?? 'ineligible',
  }));
  // The sort keys hold for the minute (a day on any clock turns on a minute), shared by every
  // filmmaker: paging a panel sorted by deadline works them out once.
  const known = cache.memo(calls, `keys:${minute}`, () => new Map<number, PanelSectionKeys>());
  const keysNow = sectionKeys(calls, now);
  const page = filmPanelPage({
    cells,
    facts,
    keys: (id) => {
      let keys = known.get(id);
      if (!keys) {
        keys = keysNow(id);
        known.set(id, keys);
      }
      return keys;
    },
    tab: options.tab,
    search: options.search,
    sort: options.sort,
    offset: options.offset,
    limit: options.limit,
    collator: collatorOf(language),
  });
  const judged = filmVerdicts({
    film,
    sections,
    entries,
    now: kept.at,
    indices: page.cells.map((c) => c.index),
  });
  // The cards are the same for every filmmaker: those already shaped this minute are reused.
  const cards = cache.memo(calls, `cards:${language}:${minute}`, () => new Map<number, Card>());
  const missing = page.cells.map((c) => c.IdCampagneSection).filter((id) => !cards.has(id));
  for (const { sections, ...festival } of await loadPanelFestivals(db, {
    sectionIds: missing,
    language,
    now,
  })) {
    for (const section of sections) cards.set(section.IdCampagneSection, { festival, section });
  }
  // The festivals in the page's order, each with its sections in the festival's order.
  const festivals = new Map<number, PanelFestival>();
  for (const cell of page.cells) {
    const card = cards.get(cell.IdCampagneSection);
    if (!card) continue;
    let festival = festivals.get(cell.IdFestival);
    if (!festival) {
      festival = { ...card.festival, sections: [] };
      festivals.set(cell.IdFestival, festival);
    }
    festival.sections.push(card.section);
  }
  for (const festival of festivals.values()) {
    festival.sections.sort((a, b) => a.Ordre - b.Ordre || a.IdCampagneSection - b.IdCampagneSection);
  }
  return {
    counts: page.counts,
    total: page.total,
    offset: options.offset,
    results: judged.map(cellAnswer),
    festivals: [...festivals.values()],
    superStampFilms,
  };
}
