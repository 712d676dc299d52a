import { type Basket, type BasketSuperStampRequest, ZBasket } from '@shortlist/domain/orders/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/**
 * `POST /order-api/customer/{id}/basket/superstamps`: a SuperStamp for one of the account's films
 * into the basket, its irreversible use confirmed. Shared: the film record sells it and the
 * subscriptions page renews it (features do not import each other).
 */
export async function addSuperStamp(accountId: number, body: BasketSuperStampRequest): Promise<Basket> {
  return ZBasket.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/superstamps`, {
      method: 'POST',
      body,
    }),
  );
}

export function useAddSuperStamp(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BasketSuperStampRequest) => addSuperStamp(accountId, body),
    // The orders screens (basket, subscriptions) and the header's badge (under `submissions`) read it again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['submissions'] }),
      ]),
  });
}
