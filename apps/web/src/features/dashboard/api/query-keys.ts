/**
 * Query keys of the dashboard. Its answers summarise what other screens change (films, videos,
 * the basket, orders), so each query is asked again on every visit rather than being refreshed
 * by those screens (features do not import each other's keys): leaving the dashboard marks them
 * stale (`DashboardPage`), and the next visit asks them at its navigation (`dashboard-page-data.ts`).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stampOffers: ['dashboard', 'stamp-offers'] as const,
  feeOffers: ['dashboard', 'fee-offers'] as const,
  superStamps: ['dashboard', 'superstamps'] as const,
  videoStates: ['dashboard', 'video-states'] as const,
  filmsToComplete: ['dashboard', 'films-to-complete'] as const,
  filmsToCompleteCount: ['dashboard', 'films-to-complete', 'count'] as const,
  submissions: ['dashboard', 'submissions'] as const,
  weekDeadlines: ['dashboard', 'week-deadlines'] as const,
};
