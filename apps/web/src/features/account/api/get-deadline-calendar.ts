import { type DeadlineCalendar, ZDeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { accountKeys } from './query-keys.ts';

/** `GET compte/calendrier-favoris`: the private feed address (or null) and the reminder switch. */
export async function getDeadlineCalendar(signal?: AbortSignal): Promise<DeadlineCalendar> {
  return ZDeadlineCalendar.parse(await apiRequest<unknown>('/api/compte/calendrier-favoris', { signal }));
}

export function useDeadlineCalendar() {
  return useQuery({
    queryKey: accountKeys.deadlineCalendar,
    queryFn: ({ signal }) => getDeadlineCalendar(signal),
  });
}
