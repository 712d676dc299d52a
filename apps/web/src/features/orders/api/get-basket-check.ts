import { type BasketCheckAnswer, ZBasketCheckAnswer } from '@shortlist/domain/submissions/basket-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/basket/check`: what to look at before paying, per entry. */
export async function getBasketCheck(accountId: number): Promise<BasketCheckAnswer> {
  return ZBasketCheckAnswer.parse(await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/check`));
}

/** The check's query, as the basket page and the route's prefetch at navigation ask it. */
export function basketCheckQuery(accountId: number) {
  return queryOptions({ queryKey: orderKeys.check(accountId), queryFn: () => getBasketCheck(accountId) });
}

export function useBasketCheck(accountId: number | undefined) {
  return useQuery({ ...basketCheckQuery(accountId ?? 0), enabled: accountId !== undefined });
}
