import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/password-request {Login}`: same answer whether or not the account exists. */
export async function requestPasswordReset(login: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/auth/password-request', { method: 'POST', body: { Login: login } }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
