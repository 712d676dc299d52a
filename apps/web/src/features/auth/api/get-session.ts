import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';
import { isFirstConnectionDue } from '@shortlist/domain/accounts/first-connection-rules';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';

/**
 * The signed-in account as `GET /api/ping`, `POST /api/login` and the token sign-in return it
 * (ZAccountSession). Tests may give only part of it, so the reads below tolerate missing fields.
 */
export type Session = AccountSession;

/** Reads an account out of a ping or login answer (`{ ...account }` or `{ account }`). */
export function toSession(body: unknown): Session | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = 'account' in body ? (body as { account: unknown }).account : body;
  if (candidate && typeof candidate === 'object' && typeof (candidate as { Id?: unknown }).Id === 'number') {
    const session = candidate as Session;
    const outer = body as { needsFirstConnection?: unknown };
    if (session.needsFirstConnection === undefined && typeof outer.needsFirstConnection === 'boolean') {
      return { ...session, needsFirstConnection: outer.needsFirstConnection };
    }
    return session;
  }
  return null;
}

/**
 * Whether spec §4 forces the first-connection step: the server's answer, else the same domain
 * rule the server applies (`isFirstConnectionDue`).
 */
export function needsFirstConnection(session: Session): boolean {
  if (typeof session.needsFirstConnection === 'boolean') return session.needsFirstConnection;
  return isFirstConnectionDue({ DateAcceptationCGV: session.DateAcceptationCGV ?? null });
}

/**
 * `GET /api/ping`: the account when a session exists, null otherwise. 401 and 404 (no session, or
 * no accounts yet on this server) mean anonymous; so does any answer without an account `Id`.
 */
export async function getSession(): Promise<Session | null> {
  try {
    return toSession(await apiRequest<unknown>('/api/ping'));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const SESSION_QUERY_KEY = ['session'] as const;

let signedOutOnPurpose = false;
let signedOutDestination: string | undefined;

/**
 * Set when the user signs out (log out, password or email change, deletion) so the signed-in
 * page being left does not remember itself as the URL to come back to; cleared at sign-in.
 * `destination` is where that page's guard sends the user instead of sign-in (home after a
 * deletion): the guard may see the session gone before the navigation away has rendered.
 */
export function setSignedOutOnPurpose(value: boolean, destination?: string): void {
  signedOutOnPurpose = value;
  signedOutDestination = value ? destination : undefined;
}

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** Where a guarded page sends a user who just signed out on purpose, when not to sign-in. */
export function destinationAfterSignOut(): string | undefined {
  return signedOutDestination;
}

export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    retry: false,
  });
  return { session: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
