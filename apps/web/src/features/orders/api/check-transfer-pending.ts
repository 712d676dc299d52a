import { type BankTransferPending, ZBankTransferPending } from '@shortlist/domain/orders/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/orders/check-has-banktransfer-pending` (spec §7): an order waits for a transfer. */
export async function checkTransferPending(accountId: number): Promise<BankTransferPending> {
  return ZBankTransferPending.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/orders/check-has-banktransfer-pending`),
  );
}

export function useTransferPending(accountId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.transferPending(accountId ?? 0),
    queryFn: () => checkTransferPending(accountId as number),
    enabled: accountId !== undefined,
  });
}
