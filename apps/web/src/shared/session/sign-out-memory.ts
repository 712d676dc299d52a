import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './query-keys.ts';

/**
 * Set when the user signs out (log out, password or email change, deletion) so the signed-in
 * page being left does not remember itself as the URL to come back to; cleared at sign-in.
 * `destination` is where that page's guard sends the user instead of sign-in (home after a
 * deletion): the guard may see the session gone before the navigation away has rendered.
 * It lives in the app's query cache, not in the module, so two app instances never share it.
 */
export type SignOutMemory = { onPurpose: boolean; destination?: string };

const NOT_SIGNED_OUT: SignOutMemory = { onPurpose: false };

export function rememberSignOut(queryClient: QueryClient, memory: SignOutMemory): void {
  // Never fetched and read without an observer: kept until the next sign-in or sign-out.
  queryClient.setQueryDefaults(sessionKeys.signOut, { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData<SignOutMemory>(sessionKeys.signOut, {
    onPurpose: memory.onPurpose,
    destination: memory.onPurpose ? memory.destination : undefined,
  });
}

export function signOutMemory(queryClient: QueryClient): SignOutMemory {
  return queryClient.getQueryData<SignOutMemory>(sessionKeys.signOut) ?? NOT_SIGNED_OUT;
}
