import { type AddressBookEntry, ZAddressBookEntry } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/**
 * `POST contacts/filter`: people of the address book whose name contains `search`, leaving out
 * those already credited on the film (the search offers people to add).
 */
export async function searchAddressBook(search: string, IdFilm: number): Promise<AddressBookEntry[]> {
  const answer = await apiRequest<unknown>('/api/contacts/filter', {
    method: 'POST',
    body: { search: search.trim() || null, IdFilm },
  });
  return z.array(ZAddressBookEntry).parse(answer);
}

export function useAddressBookSearch(search: string, IdFilm: number, enabled: boolean) {
  return useQuery({
    queryKey: filmKeys.addressBook(search.trim(), IdFilm),
    queryFn: () => searchAddressBook(search, IdFilm),
    enabled,
  });
}
