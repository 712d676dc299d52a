import {
  type BasketCalculationAnswer,
  ZBasketCalculationAnswer,
} from '@shortlist/domain/orders/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/**
 * `GET /order-api/customer/{id}/basket/calculate`: the summary before the pay button, summed by
 * the server with the same function that writes the order's lines (what is shown is what is charged).
 */
export async function calculateBasket(
  accountId: number,
  itemsOnly = false,
): Promise<BasketCalculationAnswer> {
  const part = itemsOnly ? '?itemsOnly=true' : '';
  return ZBasketCalculationAnswer.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/calculate${part}`),
  );
}

/**
 * The summary's query, as the basket and checkout pages and the route's prefetch at navigation ask
 * it; with `itemsOnly`, the booklets and SuperStamps alone: the order paid first (issue 32).
 */
export function basketCalculationQuery(accountId: number, itemsOnly = false) {
  const key = orderKeys.calculation(accountId);
  return queryOptions({
    queryKey: itemsOnly ? [...key, 'items'] : key,
    queryFn: () => calculateBasket(accountId, itemsOnly),
  });
}

export function useBasketCalculation(accountId: number | undefined, itemsOnly = false) {
  return useQuery({ ...basketCalculationQuery(accountId ?? 0, itemsOnly), enabled: accountId !== undefined });
}
