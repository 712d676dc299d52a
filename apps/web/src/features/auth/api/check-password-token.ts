import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { authKeys } from './query-keys.ts';

/** `POST /api/auth/check-token-password {Token}`: rejects an invalid or expired link. */
export async function checkPasswordToken(token: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/auth/check-token-password', { method: 'POST', body: { Token: token } }),
  );
}

/** Asked once per link: a refused token stays refused. */
function passwordTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.passwordToken(token),
    queryFn: () => checkPasswordToken(token).then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePasswordTokenCheck(token: string) {
  return useQuery(passwordTokenQuery(token));
}
