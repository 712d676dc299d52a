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
export async function calculateBasket(accountId: number): Promise<BasketCalculationAnswer> {
  return ZBasketCalculationAnswer.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/calculate`),
  );
}

/** The summary's query, as the basket and checkout pages and the route's prefetch at navigation ask it. */
export function basketCalculationQuery(accountId: number) {
  return queryOptions({
    queryKey: orderKeys.calculation(accountId),
    queryFn: () => calculateBasket(accountId),
  });
}

export function useBasketCalculation(accountId: number | undefined) {
  return useQuery({ ...basketCalculationQuery(accountId ?? 0), enabled: accountId !== undefined });
}
