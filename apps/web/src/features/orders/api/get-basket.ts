import { type Basket, ZBasket } from '@shortlist/domain/orders/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket`: entries with their formula, booklets, SuperStamps, stamp balance. */
export async function getBasket(accountId: number): Promise<Basket> {
  return ZBasket.parse(await apiRequest<unknown>(`/order-api/customer/${accountId}/basket`));
}

/** The basket's query, as the basket and checkout pages and the route's prefetch at navigation ask it. */
export function basketQuery(accountId: number) {
  return queryOptions({ queryKey: orderKeys.basket(accountId), queryFn: () => getBasket(accountId) });
}

export function useBasket(accountId: number | undefined) {
  return useQuery({ ...basketQuery(accountId ?? 0), enabled: accountId !== undefined });
}
