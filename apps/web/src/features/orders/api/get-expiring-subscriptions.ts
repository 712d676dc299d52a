import { type Subscription, ZSubscriptions } from '@shortlist/domain/orders/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket/expiring-subscriptions` (spec §7): SuperStamps to renew now. */
export async function getExpiringSubscriptions(accountId: number): Promise<Subscription[]> {
  return ZSubscriptions.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/expiring-subscriptions`),
  );
}

/** The renewal offer's query, as the basket page and the route's prefetch at navigation ask it. */
export function expiringSubscriptionsQuery(accountId: number) {
  return queryOptions({
    queryKey: orderKeys.expiringSubscriptions(accountId),
    queryFn: () => getExpiringSubscriptions(accountId),
  });
}

export function useExpiringSubscriptions(accountId: number | undefined) {
  return useQuery({ ...expiringSubscriptionsQuery(accountId ?? 0), enabled: accountId !== undefined });
}
