import { ZJurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/jury-settings`: the score scale, watch threshold and blind mode. */
export async function getJurySettings(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/jury-settings`);
  return ZJurySettingsView.parse(answer);
}

export function useJurySettings(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.jurySettings(IdFestival),
    queryFn: () => getJurySettings(IdFestival),
  });
}
