import { type QuestionValues, ZSectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type QuestionPlace, questionsUrl } from './question-place.ts';
import { questionsSaved } from './questions-saved.ts';

/**
 * `POST .../questions` (a new question, last) or `PUT .../questions/{Id}` (a question replaced),
 * managers: answers the section's questions as saved.
 */
export async function saveSectionQuestion(place: QuestionPlace, Id: number | null, body: QuestionValues) {
  const url = Id === null ? questionsUrl(place) : `${questionsUrl(place)}/${Id}`;
  const answer = await apiRequest<unknown>(url, { method: Id === null ? 'POST' : 'PUT', body });
  return ZSectionQuestions.parse(answer);
}

export function useSaveSectionQuestion(place: QuestionPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { Id: number | null; body: QuestionValues }) =>
      saveSectionQuestion(place, input.Id, input.body),
    onSuccess: (saved) => questionsSaved(queryClient, saved),
  });
}
