import type { QueryClient } from '@tanstack/react-query';
import { transferPendingQuery } from './api/check-transfer-pending.ts';
import { ordersQuery } from './api/get-orders.ts';

/**
 * Asks what the orders page shows first: the account's orders and whether a transfer is awaited,
 * for the route at the navigation, beside the page's code (app/route-data.ts, issue 32).
 */
export async function prefetchOrdersPage(queryClient: QueryClient, accountId: number): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(ordersQuery(accountId)),
    queryClient.prefetchQuery(transferPendingQuery(accountId)),
  ]);
}
