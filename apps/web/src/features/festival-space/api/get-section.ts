import { ZSectionDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET .../calls/{IdCampagne}/sections/{IdCampagneSection}` (managers): the section and its criteria. */
export async function getSection(IdFestival: number, IdCampagne: number, IdCampagneSection: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections/${IdCampagneSection}`,
  );
  return ZSectionDetail.parse(answer);
}

export function useSection(IdFestival: number, IdCampagne: number, IdCampagneSection: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.section(IdFestival, IdCampagne, IdCampagneSection),
    queryFn: () => getSection(IdFestival, IdCampagne, IdCampagneSection),
  });
}
