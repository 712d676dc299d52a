import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export type { CreateAccountRequest as CreateAccountInput } from '@shortlist/domain/accounts/api-contracts';

import type { CreateAccountRequest } from '@shortlist/domain/accounts/api-contracts';

/** `POST /api/auth/create-account`: the account waits for its activation link (email). */
export function createAccount(input: CreateAccountRequest): Promise<unknown> {
  return apiRequest('/api/auth/create-account', { method: 'POST', body: input });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
