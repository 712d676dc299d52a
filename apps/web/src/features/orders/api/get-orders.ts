import { type OrdersList, ZOrdersList } from '@shortlist/domain/orders/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `POST /order-api/customer/orders/filter/0/999 {id}` (spec §7, §9: one page of 0 to 999): the account's orders. */
export async function getOrders(accountId: number): Promise<OrdersList> {
  return ZOrdersList.parse(
    await apiRequest<unknown>('/order-api/customer/orders/filter/0/999', {
      method: 'POST',
      body: { id: accountId },
    }),
  );
}

/** The orders' query, as the orders page and the route's prefetch at navigation ask it. */
export function ordersQuery(accountId: number) {
  return queryOptions({ queryKey: orderKeys.list(accountId), queryFn: () => getOrders(accountId) });
}

export function useOrders(accountId: number | undefined) {
  return useQuery({ ...ordersQuery(accountId ?? 0), enabled: accountId !== undefined });
}
