import { type ReviewRequest, ZEntryReviews } from '@shortlist/domain/festival-space/review-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT entries/{IdInscription}/review`: the caller's score, private note and reason tags. */
export async function saveReview(IdInscription: number, request: ReviewRequest) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/review`, {
    method: 'PUT',
    body: request,
  });
  return ZEntryReviews.parse(answer);
}

export function useSaveReview(IdInscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewRequest) => saveReview(IdInscription, request),
    onSuccess: (reviews) => {
      queryClient.setQueryData(festivalSpaceKeys.entryReviews(IdInscription), reviews);
      // The inbox's means and spreads change with it.
      return queryClient.invalidateQueries({ queryKey: ['festival-space', 'inbox'] });
    },
  });
}
