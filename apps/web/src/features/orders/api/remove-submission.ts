import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `DELETE /order-api/customer/submissions/{id}/remove` (spec §7): one entry out of the basket. */
export async function removeSubmission(IdInscription: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/order-api/customer/submissions/${IdInscription}/remove`, {
      method: 'DELETE',
    }),
  );
}

export function useRemoveSubmission(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({ mutationFn: removeSubmission, onSuccess: () => changed() });
}
