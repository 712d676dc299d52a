import type { PasswordChangeForm } from '@shortlist/domain/accounts/account-forms';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/password {CurrentPassword, NewPassword}`: every session ends, sign in again. */
export async function changePassword(input: PasswordChangeForm): Promise<Done> {
  return ZDone.parse(await apiRequest<unknown>('/api/compte/password', { method: 'PUT', body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
