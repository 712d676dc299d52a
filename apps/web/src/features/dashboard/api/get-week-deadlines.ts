import { type WeekDeadlines, ZWeekDeadlines } from '@shortlist/domain/favourites/week-deadlines';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { DASHBOARD_QUERY, dashboardKeys } from './query-keys.ts';

/** `GET compte/favoris/echeances`: deadlines of the next 7 days at followed and basket festivals. */
export async function getWeekDeadlines(): Promise<WeekDeadlines> {
  return ZWeekDeadlines.parse(await apiRequest<unknown>('/api/compte/favoris/echeances'));
}

export function useWeekDeadlines() {
  return useQuery({ queryKey: dashboardKeys.weekDeadlines, queryFn: getWeekDeadlines, ...DASHBOARD_QUERY });
}
