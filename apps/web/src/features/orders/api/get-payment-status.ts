import { type PaymentStatus, ZPaymentStatus } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/payments/status` (spec §7): the money methods the checkout may offer now. */
export async function getPaymentStatus(): Promise<PaymentStatus> {
  return ZPaymentStatus.parse(await apiRequest<unknown>('/order-api/payments/status'));
}

export function usePaymentStatus() {
  return useQuery({ queryKey: orderKeys.paymentStatus, queryFn: getPaymentStatus });
}
