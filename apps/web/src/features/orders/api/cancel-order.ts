import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/**
 * `DELETE /order-api/payments/{paymentId}/order/{orderId}/cancel` (spec §7): an order waiting for
 * its money is cancelled; its entries and stamps return to the basket. `-` names no payment.
 */
export async function cancelOrder(order: { Id: number; paymentId: string | null }): Promise<Done> {
  const paymentId = encodeURIComponent(order.paymentId ?? '-');
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/payments/${paymentId}/order/${order.Id}/cancel`, {
      method: 'DELETE',
    }),
  );
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // The orders, the basket (the entries came back), its badge and the submissions list change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.submissionsArea }),
      ]),
  });
}
