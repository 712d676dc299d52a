import { ZEntryReviews } from '@shortlist/domain/festival-space/review-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET entries/{IdInscription}/reviews`: the caller's review, and every score for a manager. */
export async function getEntryReviews(IdInscription: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/reviews`);
  return ZEntryReviews.parse(answer);
}

export function useEntryReviews(IdInscription: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.entryReviews(IdInscription),
    queryFn: () => getEntryReviews(IdInscription),
  });
}
