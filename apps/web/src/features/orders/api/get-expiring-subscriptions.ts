import { type Subscription, ZSubscriptions } from '@shortlist/domain/orders/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket/expiring-subscriptions` (spec §7): SuperStamps to renew now. */
export async function getExpiringSubscriptions(accountId: number): Promise<Subscription[]> {
  return ZSubscriptions.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/expiring-subscriptions`),
  );
}

export function useExpiringSubscriptions(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.expiringSubscriptions(accountId ?? 0),
    queryFn: () => getExpiringSubscriptions(accountId as number),
    enabled: accountId !== undefined,
  });
}
