import { type CreditWithContacts, ZCreditWithContacts } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET generiques/film/{id}/contacts`: the credits with the contact details a festival sees. */
export async function listCreditContacts(IdFilm: number): Promise<CreditWithContacts[]> {
  return z
    .array(ZCreditWithContacts)
    .parse(await apiRequest<unknown>(`/api/generiques/film/${IdFilm}/contacts`));
}

export function useCreditContacts(IdFilm: number) {
  return useQuery({
    queryKey: [...filmKeys.credits(IdFilm), 'contacts'],
    queryFn: () => listCreditContacts(IdFilm),
  });
}
