import { type CallCalendarRequest, ZCallCalendar } from '@shortlist/domain/festival-space/calendar-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `PUT festivals/{IdFestival}/calls/{IdCampagne}/calendar` (managers): the sections' calendars,
 * each replaced whole; answers the calendar as saved. A 409 CALENDAR_FEE_LOWERED asks the manager
 * to confirm (`confirmLowerFees`).
 */
export async function saveCallCalendar(IdFestival: number, IdCampagne: number, body: CallCalendarRequest) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/calendar`,
    { method: 'PUT', body },
  );
  return ZCallCalendar.parse(answer);
}

export function useSaveCallCalendar(IdFestival: number, IdCampagne: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallCalendarRequest) => saveCallCalendar(IdFestival, IdCampagne, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(festivalSpaceKeys.calendar(IdFestival, IdCampagne), saved);
      // The calls list shows each call's opening and last deadline.
      return queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.calls(IdFestival) });
    },
  });
}
