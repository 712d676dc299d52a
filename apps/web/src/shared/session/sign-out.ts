import type { QueryClient } from '@tanstack/react-query';
import { clearDictionaries } from '../dictionaries/api/query-keys.ts';
import { forgetLastUrl } from '../session-storage.ts';
import { logout } from './api/logout.ts';
import { sessionKeys } from './query-keys.ts';
import { rememberSignOut } from './sign-out-memory.ts';

const KEPT_ROOTS = new Set<unknown>([sessionKeys.current[0], sessionKeys.signOut[0]]);

/**
 * Everything a sign-out clears (spec §2): the server session, the cached account and every
 * cached signed-in answer, the remembered URL and the cached dictionaries.
 */
export async function signOut(
  queryClient: QueryClient,
  options: { keepLastUrl?: boolean; destination?: string } = {},
) {
  await logout();
  rememberSignOut(queryClient, { onPurpose: !options.keepLastUrl, destination: options.destination });
  queryClient.setQueryData(sessionKeys.current, null);
  queryClient.removeQueries({ predicate: (query) => !KEPT_ROOTS.has(query.queryKey[0]) });
  clearDictionaries(queryClient);
  if (!options.keepLastUrl) forgetLastUrl();
}
