import type { PasswordChangeRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/password {CurrentPassword, NewPassword}`: every session ends, sign in again. */
export async function changePassword(input: PasswordChangeRequest): Promise<Done> {
  return ZDone.parse(await apiRequest<unknown>('/api/compte/password', { method: 'PUT', body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
