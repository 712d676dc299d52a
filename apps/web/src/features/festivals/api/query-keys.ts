import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';

/** Query keys of the festival screens, for the hooks and the invalidations after a favourite changes. */
export const festivalKeys = {
  all: ['festivals'] as const,
  page: (language: Language, filter: FestivalFilter, page: number) =>
    ['festivals', 'page', language, filter, page] as const,
  count: (language: Language, filter: FestivalFilter) => ['festivals', 'count', language, filter] as const,
  festival: (language: Language, id: number | undefined) => ['festivals', 'festival', language, id] as const,
  /** A manager's preview of the festival page with one call (issue 33). */
  callPreview: (language: Language, IdFestival: number, IdCampagne: number) =>
    ['festivals', 'call-preview', language, IdFestival, IdCampagne] as const,
  homeList: (list: 'last-date' | 'new-call', language: Language) => ['festivals', list, language] as const,
  favourites: (accountId: number | undefined) => ['favourites', accountId ?? 0] as const,
};
