import type { QueryClient } from '@tanstack/react-query';
import { filmsToCompleteCountQuery } from './api/count-films-to-complete.ts';
import { feeOffersQuery } from './api/get-fee-offers.ts';
import { stampOffersQuery } from './api/get-stamp-offers.ts';
import { superStampBalanceQuery } from './api/get-superstamp-balance.ts';
import { videoStatesQuery } from './api/get-video-states.ts';
import { weekDeadlinesQuery } from './api/get-week-deadlines.ts';
import { filmsToCompleteQuery } from './api/list-films-to-complete.ts';
import { submissionsQuery } from './api/list-submissions.ts';

/**
 * Asks every answer the dashboard's cards show, for the route at the navigation, beside the
 * page's code (app/route-data.ts, issue 32): the same queries the cards' hooks use.
 */
export async function prefetchDashboardPage(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(videoStatesQuery),
    queryClient.prefetchQuery(submissionsQuery),
    queryClient.prefetchQuery(filmsToCompleteQuery),
    queryClient.prefetchQuery(filmsToCompleteCountQuery),
    queryClient.prefetchQuery(weekDeadlinesQuery),
    queryClient.prefetchQuery(stampOffersQuery),
    queryClient.prefetchQuery(superStampBalanceQuery),
    queryClient.prefetchQuery(feeOffersQuery),
  ]);
}
