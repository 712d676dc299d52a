import {
  type PlacedOrder,
  type PlaceOrderRequest,
  ZPlacedOrder,
} from '@shortlist/domain/orders/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `POST /order-api/customer/orders/place` (spec §7): the basket becomes an order; terms accepted at payment. */
export async function placeOrder(body: PlaceOrderRequest): Promise<PlacedOrder> {
  return ZPlacedOrder.parse(
    await apiRequest<unknown>('/order-api/customer/orders/place', { method: 'POST', body }),
  );
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (placed) => {
      queryClient.setQueryData(orderKeys.order(placed.order.Id), placed.order);
      // The basket emptied and entries were sent: the basket, the badge and the submissions list change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.baskets }),
        queryClient.invalidateQueries({ queryKey: orderKeys.submissionsArea }),
      ]);
    },
  });
}
