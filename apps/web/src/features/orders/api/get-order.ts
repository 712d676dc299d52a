import { type Order, ZOrder } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/orders/{id}/confirm/calculate` (spec §7): one of the account's orders, for the confirmation page. */
export async function getOrder(id: number): Promise<Order> {
  return ZOrder.parse(await apiRequest<unknown>(`/order-api/orders/${id}/confirm/calculate`));
}

export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: orderKeys.order(id ?? 0),
    queryFn: () => getOrder(id as number),
    enabled: id !== undefined,
    retry: (count, error) => !isOrderNotFound(error) && count < 2,
  });
}
