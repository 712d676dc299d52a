import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `PUT /order-api/customer/{id}/basket/remove-festival-code {IdInscription}`: the entry without its code. */
export async function removeFestivalCode(accountId: number, IdInscription: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/${accountId}/basket/remove-festival-code`, {
      method: 'PUT',
      body: { IdInscription },
    }),
  );
}

export function useRemoveFestivalCode(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({
    mutationFn: (IdInscription: number) => removeFestivalCode(accountId, IdInscription),
    onSuccess: () => changed(),
  });
}
