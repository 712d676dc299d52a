import { ZCallDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/calls/{IdCampagne}` (managers): the call and its sections in their order. */
export async function getCall(IdFestival: number, IdCampagne: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}`,
  );
  return ZCallDetail.parse(answer);
}

export function useCall(IdFestival: number, IdCampagne: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.call(IdFestival, IdCampagne),
    queryFn: () => getCall(IdFestival, IdCampagne),
  });
}
