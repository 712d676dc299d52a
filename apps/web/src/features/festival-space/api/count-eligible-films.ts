import { ZEligibleCount } from '@shortlist/domain/festival-space/call-editor-contracts';
import type { CriteriaValues } from '@shortlist/domain/festivals/criteria-editing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/eligible-films` (managers): the platform's films unsaved criteria let in. */
export async function countEligibleFilms(IdFestival: number, criteria: CriteriaValues, signal?: AbortSignal) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/eligible-films`, {
    method: 'POST',
    body: { criteria },
    ...(signal ? { signal } : {}),
  });
  return ZEligibleCount.parse(answer);
}

/** The count for `criteria` (already debounced by the caller; null while they do not parse). */
export function useEligibleFilms(IdFestival: number, criteria: CriteriaValues | null) {
  return useQuery({
    queryKey: festivalSpaceKeys.eligibleFilms(IdFestival, criteria),
    queryFn: ({ signal }) => countEligibleFilms(IdFestival, criteria as CriteriaValues, signal),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
