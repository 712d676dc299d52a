import { type Basket, ZBasket } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket`: entries with their formula, booklets, SuperStamps, stamp balance. */
export async function getBasket(accountId: number): Promise<Basket> {
  return ZBasket.parse(await apiRequest<unknown>(`/order-api/customer/${accountId}/basket`));
}

export function useBasket(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.basket(accountId ?? 0),
    queryFn: () => getBasket(accountId as number),
    enabled: accountId !== undefined,
  });
}
