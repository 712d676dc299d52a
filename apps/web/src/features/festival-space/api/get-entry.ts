import { ZEntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET entries/{IdInscription}`: the entry view (film record, answers, history, viewing). */
export async function getEntry(IdInscription: number) {
  return ZEntryView.parse(await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}`));
}

export function useEntry(IdInscription: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.entry(IdInscription),
    queryFn: () => getEntry(IdInscription),
  });
}
