import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';

/** The signed-in account as `GET /api/ping` returns it; only `Id` is relied on so far. */
export type Session = { Id: number } & Record<string, unknown>;

/**
 * `GET /api/ping`: the account when a session exists, null otherwise. 401 and 404 (no session, or
 * no accounts yet on this server) mean anonymous; so does any answer without an account `Id`.
 */
export async function getSession(): Promise<Session | null> {
  try {
    const body = await apiRequest<unknown>('/api/ping');
    if (body && typeof body === 'object' && typeof (body as { Id?: unknown }).Id === 'number') {
      return body as Session;
    }
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const SESSION_QUERY_KEY = ['session'] as const;

export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    retry: false,
  });
  return { session: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
