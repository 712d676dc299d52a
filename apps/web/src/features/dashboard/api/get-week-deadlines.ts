import { type WeekDeadlines, ZWeekDeadlines } from '@shortlist/domain/favourites/week-deadlines';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET compte/favoris/echeances`: deadlines of the next 7 days at followed and basket festivals. */
export async function getWeekDeadlines(): Promise<WeekDeadlines> {
  return ZWeekDeadlines.parse(await apiRequest<unknown>('/api/compte/favoris/echeances'));
}

export const weekDeadlinesQuery = queryOptions({
  queryKey: dashboardKeys.weekDeadlines,
  queryFn: getWeekDeadlines,
});

export function useWeekDeadlines() {
  return useQuery(weekDeadlinesQuery);
}
