import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, hasSessionCookie } from '../../api/client.ts';
import { sessionKeys } from '../query-keys.ts';

/** The signed-in account as `GET /api/ping`, `POST /api/login` and the token sign-in answer it. */
export type Session = AccountSession;

/**
 * `GET /api/ping`: the account when a session exists, null otherwise. 401 and 404 (no session, or
 * no accounts yet on this server) mean anonymous; without a session cookie nothing is asked.
 */
export async function getSession(): Promise<Session | null> {
  if (!hasSessionCookie()) return null;
  try {
    // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
    const [answer, { ZAccountSession }] = await Promise.all([
      apiRequest<unknown>('/api/ping'),
      import('@shortlist/domain/accounts/api-contracts'),
    ]);
    return ZAccountSession.parse(answer);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** The session's query: `useSession`, and the route's prefetch at navigation (app/route-prefetch.ts). */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.current,
  queryFn: getSession,
  staleTime: 60_000,
  retry: false,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { session: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
