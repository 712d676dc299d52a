import type { DeleteAccountRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `DELETE /api/compte {Password}`: irreversible. */
export async function deleteAccount(password: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/compte', {
      method: 'DELETE',
      body: { Password: password } satisfies DeleteAccountRequest,
    }),
  );
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
