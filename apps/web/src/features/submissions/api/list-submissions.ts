import { ZSubmissionFilterResponse } from '@shortlist/domain/submissions/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/**
 * `POST inscriptions/filter` with no filter: every submission of the account. A filmmaker has tens
 * of them, so the page searches and filters them in the browser with the domain's own rules,
 * at once as the user types, rather than asking again per key.
 */
export async function listSubmissions() {
  const answer = await apiRequest<unknown>('/api/inscriptions/filter', { method: 'POST', body: {} });
  return ZSubmissionFilterResponse.parse(answer).items;
}

/** The list's query, as the page and the route's prefetch (`submissions-page-data.ts`) ask it. */
export const submissionListQuery = queryOptions({ queryKey: submissionKeys.list, queryFn: listSubmissions });

export function useSubmissionList() {
  return useQuery(submissionListQuery);
}
