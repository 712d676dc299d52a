import type { LoginRequest } from '@shortlist/domain/accounts/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { SESSION_QUERY_KEY, type Session, setSignedOutOnPurpose, toSession } from './get-session.ts';

export type LoginInput = LoginRequest;

/** `POST /api/login`: opens a session (cookie) and answers the account. */
export async function login(input: LoginInput): Promise<Session> {
  const session = toSession(await apiRequest<unknown>('/api/login', { method: 'POST', body: input }));
  if (!session) throw new Error('The sign-in answer holds no account');
  return session;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      setSignedOutOnPurpose(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
