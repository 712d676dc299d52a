import { localizedPath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLanguage } from '../shared/i18n/current-route.ts';
import { useSession } from '../shared/session/api/get-session.ts';
import { signOutMemory } from '../shared/session/sign-out-memory.ts';
import { rememberLastUrl } from '../shared/session-storage.ts';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';

/**
 * Signed-in-only screens (spec §2): anonymous visitors go to sign-in and the URL they wanted is
 * remembered for after sign-in. Everyone is anonymous until `GET /api/ping` returns an account.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, isLoading } = useSession();
  const language = useLanguage();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (isLoading) return <PageSkeleton />;
  if (!session) {
    const signedOut = signOutMemory(queryClient);
    if (!signedOut.onPurpose) rememberLastUrl(location.pathname + location.search + location.hash);
    return <Navigate to={signedOut.destination ?? localizedPath('signIn', language)} replace />;
  }
  return children;
}
