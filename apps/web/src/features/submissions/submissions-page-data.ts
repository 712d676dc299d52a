import type { QueryClient } from '@tanstack/react-query';
import { submissionListQuery } from './api/list-submissions.ts';

/**
 * Asks what the submissions page shows: every entry of the account (the page filters them in the
 * browser), for the route at the navigation, beside the page's code (app/route-data.ts, issue 32).
 */
export function prefetchSubmissionsPage(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(submissionListQuery);
}
