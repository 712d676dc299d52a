import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

const ZRemoved = z.object({ removed: z.number().int() });

/** `DELETE /order-api/customer/{id}/submissions/remove-all` (spec §7): every entry out of the basket. */
export async function removeAllSubmissions(accountId: number): Promise<number> {
  const answer = await apiRequest<unknown>(`/order-api/customer/${accountId}/submissions/remove-all`, {
    method: 'DELETE',
  });
  return ZRemoved.parse(answer).removed;
}

export function useRemoveAllSubmissions(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({ mutationFn: () => removeAllSubmissions(accountId), onSuccess: () => changed() });
}
