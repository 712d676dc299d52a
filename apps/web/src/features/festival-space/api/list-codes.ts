import { ZFestivalCodesResponse } from '@shortlist/domain/festival-space/code-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/codes` (managers): the festival's discount codes with their uses. */
export async function listCodes(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/codes`);
  return ZFestivalCodesResponse.parse(answer).items;
}

export function useCodes(IdFestival: number) {
  return useQuery({ queryKey: festivalSpaceKeys.codes(IdFestival), queryFn: () => listCodes(IdFestival) });
}
