import type { PasswordResetRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/password-change {Token, Password}`: every session of the account ends. */
export async function changePasswordWithToken(input: PasswordResetRequest): Promise<Done> {
  return ZDone.parse(await apiRequest<unknown>('/api/auth/password-change', { method: 'POST', body: input }));
}

export function useChangePasswordWithToken() {
  return useMutation({ mutationFn: changePasswordWithToken });
}
