import { ZAdditionalQuestionList } from '@shortlist/domain/festivals/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { festivalSpaceKeys } from './query-keys.ts';

/**
 * `GET public/sections/{IdCampagneSection}/criteres-additionnels`: the section's additional
 * questions, for the inbox's answer filters (offered once one section is chosen).
 */
export async function sectionQuestions(IdCampagneSection: number) {
  const answer = await apiRequest<unknown>(`/api/public/sections/${IdCampagneSection}/criteres-additionnels`);
  return ZAdditionalQuestionList.parse(answer);
}

export function useSectionQuestions(IdCampagneSection: number | null) {
  return useQuery({
    queryKey: festivalSpaceKeys.questions(IdCampagneSection ?? 0),
    queryFn: () => sectionQuestions(IdCampagneSection ?? 0),
    enabled: IdCampagneSection !== null,
    staleTime: 5 * 60_000,
  });
}
