import type { EligibilityStatus } from '@shortlist/domain/submissions/eligibility-codes';
import {
  FILM_PANEL_PAGE_SIZE,
  type FilmPanelRequest,
  type FilmPanelResponse,
  type PanelSort,
  ZFilmPanelResponse,
} from '@shortlist/domain/submissions/film-panel-contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** `POST compare-film-section/by-film/{idFilm}`: one page of a film's panel, with every tab's count. */
export async function filmPanelPage(IdFilm: number, body: FilmPanelRequest): Promise<FilmPanelResponse> {
  const answer = await apiRequest<unknown>(`/api/compare-film-section/by-film/${IdFilm}`, {
    method: 'POST',
    body,
  });
  return ZFilmPanelResponse.parse(answer);
}

export type FilmPanelView = { tab: EligibilityStatus; search: string; sort: PanelSort };

/**
 * A film's panel, one tab's festivals a page at a time. While another tab, search or sort loads,
 * the last answer stays (`isPlaceholderData`): the tab counts do not flash to nothing.
 */
export function useFilmPanel(IdFilm: number, view: FilmPanelView) {
  return useInfiniteQuery({
    queryKey: submissionKeys.filmPanel(IdFilm, view),
    queryFn: ({ pageParam }) =>
      filmPanelPage(IdFilm, {
        tab: view.tab,
        sort: view.sort,
        offset: pageParam,
        limit: FILM_PANEL_PAGE_SIZE,
        ...(view.search ? { search: view.search } : {}),
      }),
    initialPageParam: 0,
    // From where this page ended: a page the server cut short is not a gap.
    getNextPageParam: (last) => {
      const next = last.offset + last.festivals.length;
      return last.festivals.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
