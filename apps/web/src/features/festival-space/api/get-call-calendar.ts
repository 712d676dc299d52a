import { ZCallCalendar } from '@shortlist/domain/festival-space/calendar-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/calls/{IdCampagne}/calendar` (managers): each section's calendar. */
export async function getCallCalendar(IdFestival: number, IdCampagne: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/calendar`,
  );
  return ZCallCalendar.parse(answer);
}

export function useCallCalendar(IdFestival: number, IdCampagne: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.calendar(IdFestival, IdCampagne),
    queryFn: () => getCallCalendar(IdFestival, IdCampagne),
  });
}
