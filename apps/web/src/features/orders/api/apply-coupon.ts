import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import type { ApplyCouponRequest } from '@shortlist/domain/orders/coupons';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `PUT /order-api/customer/{id}/basket/apply-coupon {couponCode}`: a coupon on the basket. */
export async function applyCoupon(accountId: number, request: ApplyCouponRequest): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/apply-coupon`, {
      method: 'PUT',
      body: request,
    }),
  );
}

export function useApplyCoupon(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: (request: ApplyCouponRequest) => applyCoupon(accountId, request),
    onSuccess: () => changed(),
  });
}
