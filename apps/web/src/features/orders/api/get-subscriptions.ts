import { type Subscription, ZSubscriptions } from '@shortlist/domain/orders/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/subscriptions`: each film's SuperStamp, soonest end first. */
export async function getSubscriptions(accountId: number): Promise<Subscription[]> {
  return ZSubscriptions.parse(await apiRequest<unknown>(`/order-api/customer/${accountId}/subscriptions`));
}

export function useSubscriptions(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.subscriptions(accountId ?? 0),
    queryFn: () => getSubscriptions(accountId as number),
    enabled: accountId !== undefined,
  });
}
