import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import type { ApplyFestivalCodeRequest } from '@shortlist/domain/orders/festival-code-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `PUT /order-api/customer/{id}/basket/festival-code {IdInscription, code}`: a festival's code on an entry. */
export async function applyFestivalCode(accountId: number, request: ApplyFestivalCodeRequest): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/festival-code`, {
      method: 'PUT',
      body: request,
    }),
  );
}

export function useApplyFestivalCode(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: (request: ApplyFestivalCodeRequest) => applyFestivalCode(accountId, request),
    onSuccess: () => changed(),
  });
}
