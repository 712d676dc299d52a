import { ZSectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { festivalSpaceKeys } from './query-keys.ts';
import { type QuestionPlace, questionsUrl } from './question-place.ts';
import { questionsSaved } from './questions-saved.ts';

/** `PUT .../questions/order` (managers): every question once, first first (409 QUESTIONS_CHANGED when stale). */
export async function reorderSectionQuestions(place: QuestionPlace, order: number[]) {
  const answer = await apiRequest<unknown>(`${questionsUrl(place)}/order`, {
    method: 'PUT',
    body: { order },
  });
  return ZSectionQuestions.parse(answer);
}

export function useReorderSectionQuestions(place: QuestionPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: number[]) => reorderSectionQuestions(place, order),
    onSuccess: (saved) => questionsSaved(queryClient, saved),
    // A stale order (another manager's change) is answered by showing where things now stand.
    onError: () =>
      queryClient.invalidateQueries({
        queryKey: festivalSpaceKeys.sectionQuestions(place.IdCampagneSection),
      }),
  });
}
