import type { SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { festivalSpaceKeys } from './query-keys.ts';

/** Every questions call answers the section's questions as they now stand: keep them, and refresh the inbox's filters. */
export function questionsSaved(queryClient: QueryClient, saved: SectionQuestions) {
  queryClient.setQueryData(festivalSpaceKeys.sectionQuestions(saved.IdCampagneSection), saved);
  return queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.questions(saved.IdCampagneSection) });
}
