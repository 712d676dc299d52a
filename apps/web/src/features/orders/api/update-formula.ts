import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import {
  type SubmissionFormulaRequest,
  ZSubmissionFormulaRequest,
} from '@shortlist/domain/orders/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBasketChanged } from './basket-changed.ts';

/** `PUT /order-api/customer/basket/submission/update {FormuleId, SubmissionIds}` (spec §7): how entries are paid. */
export async function updateFormula(body: SubmissionFormulaRequest): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/order-api/customer/basket/submission/update', {
      method: 'PUT',
      body: ZSubmissionFormulaRequest.parse(body),
    }),
  );
}

export function useUpdateFormula(accountId: number) {
  const changed = useBasketChanged(accountId);
  return useMutation({ mutationFn: updateFormula, onSuccess: () => changed() });
}
