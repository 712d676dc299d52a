import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `PUT /order-api/customer/{id}/basket/remove-coupon`: the basket without its coupon. */
export async function removeCoupon(accountId: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/remove-coupon`, { method: 'PUT' }),
  );
}

export function useRemoveCoupon(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: () => removeCoupon(accountId),
    onSuccess: () => changed(),
  });
}
