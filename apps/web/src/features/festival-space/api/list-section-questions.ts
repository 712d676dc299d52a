import { ZSectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { festivalSpaceKeys } from './query-keys.ts';
import { type QuestionPlace, questionsUrl } from './question-place.ts';

/** `GET .../sections/{IdCampagneSection}/questions` (managers): the questions in order, every language. */
export async function listSectionQuestions(place: QuestionPlace) {
  return ZSectionQuestions.parse(await apiRequest<unknown>(questionsUrl(place)));
}

export function useSectionQuestionsEditor(place: QuestionPlace) {
  return useQuery({
    queryKey: festivalSpaceKeys.sectionQuestions(place.IdCampagneSection),
    queryFn: () => listSectionQuestions(place),
  });
}
