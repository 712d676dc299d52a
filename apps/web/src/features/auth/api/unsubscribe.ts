import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { authKeys } from './query-keys.ts';

/** `POST /api/auth/unsubscribe/:token`: turns the mailing consent off. */
export async function unsubscribe(token: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>(`/api/auth/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' }),
  );
}

/** Done on opening the emailed link, once per token. */
function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.unsubscribe(token),
    queryFn: () => unsubscribe(token).then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUnsubscribe(token: string) {
  return useQuery(unsubscribeQuery(token));
}
