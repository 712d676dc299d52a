import {
  type CompareFilmSectionResponse,
  ZCompareFilmSectionResponse,
} from '@shortlist/domain/submissions/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/**
 * A festival's call or one section, with one film or every film of the account. A film alone is
 * refused (`COMPARE_SCOPE_TOO_WIDE`): the film's panel reads `film-panel-page.ts`, paged.
 */
export type CompareScope =
  | { IdFestival: number; IdFilm?: number }
  | { IdCampagneSection: number; IdFilm?: number };

/**
 * `POST compare-film-section`: the account's film or films against a section or a festival's
 * call, with the festivals and sections the results name.
 */
export async function compareFilmSection(scope: CompareScope): Promise<CompareFilmSectionResponse> {
  const answer = await apiRequest<unknown>('/api/compare-film-section', { method: 'POST', body: scope });
  return ZCompareFilmSectionResponse.parse(answer);
}

/** The panel of a festival (every film of the account) or of a film against one festival. */
export function useEligibility(scope: { IdFestival: number; IdFilm?: number }, enabled = true) {
  return useQuery({
    queryKey: submissionKeys.compare(scope),
    queryFn: () => compareFilmSection(scope),
    // The films whose SuperStamp runs, as a set: each section card asks it (issue 15).
    select: (answer) => ({ results: answer.results, superStampFilms: new Set(answer.superStampFilms ?? []) }),
    enabled,
  });
}
