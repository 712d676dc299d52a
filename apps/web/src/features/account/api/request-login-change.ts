import type { LoginChangeRequest } from '@shortlist/domain/accounts/account-requests';
import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { checkEmail } from './check-email.ts';

/** `PUT /api/compte/login {Login, Password}`: sends a confirmation link to the new address (spec §4). */
export async function requestLoginChange(input: LoginChangeRequest): Promise<Done> {
  return ZDone.parse(await apiRequest<unknown>('/api/compte/login', { method: 'PUT', body: input }));
}

/** Availability first (an `unavailable` error when taken), then the link; answers the new address. */
export function useRequestLoginChange() {
  return useMutation({
    mutationFn: async (input: LoginChangeRequest) => {
      if (!(await checkEmail(input.Login)).available) throw new Error('unavailable');
      await requestLoginChange(input);
      return input.Login;
    },
  });
}
