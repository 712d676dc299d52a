import { type AddressBookContact, ZAddressBookContact } from '@shortlist/domain/credits/contact-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET contacts/{id}?IdFilm=`: a contact of the address book with its functions on the film. */
export async function getAddressBookContact(IdContact: number, IdFilm: number): Promise<AddressBookContact> {
  return ZAddressBookContact.parse(await apiRequest<unknown>(`/api/contacts/${IdContact}?IdFilm=${IdFilm}`));
}

/** `IdContact` null: a new person, nothing to load. */
export function useAddressBookContact(IdContact: number | null, IdFilm: number) {
  return useQuery({
    queryKey: filmKeys.contact(IdContact ?? 0, IdFilm),
    queryFn: () => getAddressBookContact(IdContact ?? 0, IdFilm),
    enabled: IdContact !== null,
  });
}
