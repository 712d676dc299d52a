import type { QueryClient } from '@tanstack/react-query';
import { activeProductsQuery } from '../../shared/catalogue/api/get-active-products.ts';
import { basketCalculationQuery } from './api/calculate-basket.ts';
import { basketQuery } from './api/get-basket.ts';
import { basketCheckQuery } from './api/get-basket-check.ts';
import { expiringSubscriptionsQuery } from './api/get-expiring-subscriptions.ts';

/**
 * Asks what the basket page shows first: the basket, its summary and check, the SuperStamps to
 * renew and the booklets on sale, for the route at the navigation, beside the page's code
 * (app/route-data.ts, issue 32).
 */
export async function prefetchBasketPage(queryClient: QueryClient, accountId: number): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(basketQuery(accountId)),
    queryClient.prefetchQuery(basketCalculationQuery(accountId)),
    queryClient.prefetchQuery(basketCheckQuery(accountId)),
    queryClient.prefetchQuery(expiringSubscriptionsQuery(accountId)),
    queryClient.prefetchQuery(activeProductsQuery),
  ]);
}
