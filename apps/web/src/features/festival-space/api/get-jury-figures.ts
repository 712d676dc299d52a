import { ZJuryFigures } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/jury-figures` (managers, issue 34): progress, time left, entries at risk. */
export async function getJuryFigures(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/jury-figures`);
  return ZJuryFigures.parse(answer).sections;
}

export function useJuryFigures(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.juryFigures(IdFestival),
    queryFn: () => getJuryFigures(IdFestival),
  });
}
