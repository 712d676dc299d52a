import { type OrdersList, ZOrdersList } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
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

export function useOrders(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.list(accountId ?? 0),
    queryFn: () => getOrders(accountId as number),
    enabled: accountId !== undefined,
  });
}
