import type { SignInRequest } from '@shortlist/domain/accounts/account-requests';
import { ZAccountSession } from '@shortlist/domain/accounts/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Session } from '../../../shared/session/api/get-session.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { rememberSignOut } from '../../../shared/session/sign-out-memory.ts';

/** `POST /api/login`: opens a session (cookie) and answers the account. */
export async function login(input: SignInRequest): Promise<Session> {
  return ZAccountSession.parse(await apiRequest<unknown>('/api/login', { method: 'POST', body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      rememberSignOut(queryClient, { onPurpose: false });
      queryClient.setQueryData(sessionKeys.current, session);
    },
  });
}
