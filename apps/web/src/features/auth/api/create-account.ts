import type { CreateAccountRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/create-account`: the account waits for its activation link (email). */
export async function createAccount(input: CreateAccountRequest): Promise<Done> {
  return ZDone.parse(await apiRequest<unknown>('/api/auth/create-account', { method: 'POST', body: input }));
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
