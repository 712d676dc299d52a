import { type BankTransferPending, ZBankTransferPending } from '@shortlist/domain/orders/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/customer/{id}/orders/check-has-banktransfer-pending` (spec §7): an order waits for a transfer. */
export async function checkTransferPending(accountId: number): Promise<BankTransferPending> {
  return ZBankTransferPending.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/orders/check-has-banktransfer-pending`),
  );
}

/** The awaited transfer's query, as the orders page and the route's prefetch at navigation ask it. */
export function transferPendingQuery(accountId: number) {
  return queryOptions({
    queryKey: orderKeys.transferPending(accountId),
    queryFn: () => checkTransferPending(accountId),
  });
}

export function useTransferPending(accountId: number | undefined) {
  return useQuery({ ...transferPendingQuery(accountId ?? 0), enabled: accountId !== undefined });
}
