import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { forgetLastUrl } from '../../../shared/session-storage.ts';
import { clearDictionaries } from '../../dictionaries/api/get-dictionary.ts';
import { SESSION_QUERY_KEY, setSignedOutOnPurpose } from './get-session.ts';

/** `POST /api/logout`: ends the session on the server. Signing out locally never waits on it failing. */
export async function logout(): Promise<void> {
  await apiRequest<void>('/api/logout', { method: 'POST' }).catch(() => undefined);
}

/**
 * Everything a sign-out clears (spec §2): the server session, the cached account and every
 * cached signed-in answer, the remembered URL and the cached dictionaries.
 */
export async function signOut(
  queryClient: QueryClient,
  options: { keepLastUrl?: boolean; destination?: string } = {},
) {
  await logout();
  setSignedOutOnPurpose(!options.keepLastUrl, options.destination);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  clearDictionaries(queryClient);
  if (!options.keepLastUrl) forgetLastUrl();
}
