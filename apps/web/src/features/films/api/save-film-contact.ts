import { type FilmContactRequest, ZFilmContactAnswer } from '@shortlist/domain/films/credit-rules';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCredits } from './credit-cache.ts';

/** `POST contacts`: creates or changes a contact and sets its functions on the film; answers its id. */
export async function saveFilmContact(queryClient: QueryClient, body: FilmContactRequest): Promise<number> {
  const answer = await apiRequest<unknown>('/api/contacts', { method: 'POST', body });
  const { CONT_ID } = ZFilmContactAnswer.parse(answer);
  if (body.IdFilm) await refreshCredits(queryClient, body.IdFilm);
  return CONT_ID;
}
