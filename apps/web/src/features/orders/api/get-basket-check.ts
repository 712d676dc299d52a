import { type BasketCheckAnswer, ZBasketCheckAnswer } from '@shortlist/domain/submissions/basket-check';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket/check`: what to look at before paying, per entry. */
export async function getBasketCheck(accountId: number): Promise<BasketCheckAnswer> {
  return ZBasketCheckAnswer.parse(await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/check`));
}

export function useBasketCheck(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.check(accountId ?? 0),
    queryFn: () => getBasketCheck(accountId as number),
    enabled: accountId !== undefined,
  });
}
