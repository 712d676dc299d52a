import {
  type BasketCalculationAnswer,
  ZBasketCalculationAnswer,
} from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
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

export function useBasketCalculation(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.calculation(accountId ?? 0),
    queryFn: () => calculateBasket(accountId as number),
    enabled: accountId !== undefined,
  });
}
