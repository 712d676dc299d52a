import { ZFestivalCallsResponse } from '@shortlist/domain/festival-space/call-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/calls` (managers): the calls, their status, dates and last refusal. */
export async function listCalls(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls`);
  return ZFestivalCallsResponse.parse(answer).items;
}

export function useCalls(IdFestival: number) {
  return useQuery({ queryKey: festivalSpaceKeys.calls(IdFestival), queryFn: () => listCalls(IdFestival) });
}
