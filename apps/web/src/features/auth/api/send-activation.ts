import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/send-activate {Data: email}`: a new activation link; the same answer for any address. */
export async function sendActivation(email: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/auth/send-activate', { method: 'POST', body: { Data: email } }),
  );
}

export function useSendActivation() {
  return useMutation({ mutationFn: sendActivation });
}
