import { ZSectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type QuestionPlace, questionsUrl } from './question-place.ts';
import { questionsSaved } from './questions-saved.ts';

/** `DELETE .../questions/{Id}` (managers; 409 QUESTION_ANSWERED once entries answered it). */
export async function deleteSectionQuestion(place: QuestionPlace, Id: number) {
  const answer = await apiRequest<unknown>(`${questionsUrl(place)}/${Id}`, { method: 'DELETE' });
  return ZSectionQuestions.parse(answer);
}

export function useDeleteSectionQuestion(place: QuestionPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Id: number) => deleteSectionQuestion(place, Id),
    onSuccess: (saved) => questionsSaved(queryClient, saved),
  });
}
