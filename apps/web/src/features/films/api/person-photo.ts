import { type PersonPhoto, ZPersonPhoto } from '@shortlist/domain/media/person-photo-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET personnes/{id}/photo`: the person's photo, or null. */
export async function getPersonPhoto(IdPersonne: number): Promise<PersonPhoto | null> {
  return ZPersonPhoto.nullable().parse(await apiRequest<unknown>(`/api/personnes/${IdPersonne}/photo`));
}

export function usePersonPhoto(IdPersonne: number) {
  return useQuery({ queryKey: filmKeys.personPhoto(IdPersonne), queryFn: () => getPersonPhoto(IdPersonne) });
}
