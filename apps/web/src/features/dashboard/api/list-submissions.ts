import {
  type SubmissionListItem,
  ZSubmissionFilterResponse,
} from '@shortlist/domain/submissions/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/**
 * `POST inscriptions/filter` with no filter: every submission of the account (tens of them). The
 * unfinished ones, the recent status updates and the statistics are all read from this one answer.
 */
export async function listSubmissions(): Promise<SubmissionListItem[]> {
  const answer = await apiRequest<unknown>('/api/inscriptions/filter', { method: 'POST', body: {} });
  return ZSubmissionFilterResponse.parse(answer).items;
}

export const submissionsQuery = queryOptions({
  queryKey: dashboardKeys.submissions,
  queryFn: listSubmissions,
});

export function useSubmissions() {
  return useQuery(submissionsQuery);
}
