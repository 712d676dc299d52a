import { type OrdersList, ZOrdersList } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/**
 * `GET /order-api/customer/{id}/orders/awaiting-payment`: the orders placed and still waiting for
 * their money (a payment link, a bank transfer), which hold what the basket held (issue 32).
 */
export async function getAwaitingOrders(accountId: number): Promise<OrdersList> {
  return ZOrdersList.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/orders/awaiting-payment`),
  );
}

export function useAwaitingOrders(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.awaiting(accountId ?? 0),
    queryFn: () => getAwaitingOrders(accountId as number),
    enabled: accountId !== undefined,
  });
}
