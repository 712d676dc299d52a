import { type FilmListItem, ZFilmList } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** Films the panel names (the first 50, newest first): an account with more is rare. */
export const PANEL_FILMS = 50;

/**
 * `POST films/filter/0/50`: the signed-in account's films, for the titles of the panel's groups
 * and the "no films yet" dialog. Its own call: a feature does not import the films feature.
 */
export async function accountFilms(): Promise<FilmListItem[]> {
  const answer = await apiRequest<unknown>(`/api/films/filter/0/${PANEL_FILMS}`, {
    method: 'POST',
    body: { sort: 'newest' },
  });
  return ZFilmList.parse(answer);
}

export function useAccountFilms(enabled = true) {
  return useQuery({ queryKey: submissionKeys.films, queryFn: accountFilms, enabled });
}
