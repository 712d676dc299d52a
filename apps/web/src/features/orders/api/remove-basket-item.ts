import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `DELETE /order-api/customer/{id}/basket/items/{itemId}`: a booklet or a SuperStamp out of the basket. */
export async function removeBasketItem(accountId: number, itemId: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/items/${itemId}`, {
      method: 'DELETE',
    }),
  );
}

export function useRemoveBasketItem(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: (itemId: number) => removeBasketItem(accountId, itemId),
    onSuccess: () => changed(),
  });
}
