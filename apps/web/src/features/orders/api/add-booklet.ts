import { type Basket, type BasketBookletRequest, ZBasket } from '@shortlist/domain/orders/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';
import { orderKeys } from './query-keys.ts';

/** `POST /order-api/customer/{id}/basket/stamps`: a stamp booklet into the basket (again: one more of it). */
export async function addBooklet(accountId: number, body: BasketBookletRequest): Promise<Basket> {
  return ZBasket.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/stamps`, { method: 'POST', body }),
  );
}

export function useAddBooklet(accountId: number) {
  const queryClient = useQueryClient();
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: (body: BasketBookletRequest) => addBooklet(accountId, body),
    onSuccess: (basket) => {
      queryClient.setQueryData(orderKeys.basket(accountId), basket);
      return changed();
    },
  });
}
