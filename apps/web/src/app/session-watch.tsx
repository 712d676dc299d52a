import { languageId } from '@shortlist/domain/language-list';
import { localizedPath, requiresAuth } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateLocal } from '../features/account/api/update-local.ts';
import { SESSION_LOST_EVENT } from '../shared/api/client.ts';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { type Session, useSession } from '../shared/session/api/get-session.ts';
import { sessionKeys } from '../shared/session/query-keys.ts';
import { signOut } from '../shared/session/sign-out.ts';
import { rememberSignOut, signOutMemory } from '../shared/session/sign-out-memory.ts';
import { rememberLastUrl } from '../shared/session-storage.ts';

// Only an invited account ever needs it: its form stays out of the bundle every visit loads.
const FirstConnectionModal = lazy(() =>
  import('../features/auth/components/first-connection-modal.tsx').then((module) => ({
    default: module.FirstConnectionModal,
  })),
);

// Screens that handle the session themselves: no forced first connection over them.
const SESSION_SCREENS = new Set(['logout', 'loginByToken', 'updateLogin', 'activate']);

/**
 * What the signed-in session needs on every page: the forced first connection (spec §4), the
 * account language following the URL (spec §2), and signing out when an answer says the
 * session is lost (gateway timeout, non-authoritative answer: spec §4).
 */
export function SessionWatch() {
  const { session } = useSession();
  const { language, key } = useCurrentRoute();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    const lost = () => {
      rememberLastUrl(here);
      void signOut(queryClient, { keepLastUrl: true }).then(() =>
        navigate(localizedPath('signIn', language), { replace: true }),
      );
    };
    window.addEventListener(SESSION_LOST_EVENT, lost);
    return () => window.removeEventListener(SESSION_LOST_EVENT, lost);
  }, [queryClient, navigate, language, here]);

  useEffect(() => {
    // Once a public page shows, a later anonymous visit to a signed-in page is remembered again.
    if (!requiresAuth(key) && signOutMemory(queryClient).onPurpose)
      rememberSignOut(queryClient, { onPurpose: false });
  }, [key, queryClient]);

  const sessionId = session?.Id;
  const sessionLanguage = session?.IdLangue;
  useEffect(() => {
    if (sessionId === undefined || SESSION_SCREENS.has(key)) return;
    const wanted = languageId(language);
    if (sessionLanguage === wanted) return;
    updateLocal(wanted).then(
      () =>
        queryClient.setQueryData<Session | null>(sessionKeys.current, (current) =>
          current ? { ...current, IdLangue: wanted } : current,
        ),
      () => undefined,
    );
  }, [sessionId, sessionLanguage, language, key, queryClient]);

  if (!session || SESSION_SCREENS.has(key) || !session.needsFirstConnection) return null;
  return (
    <Suspense fallback={null}>
      <FirstConnectionModal session={session} />
    </Suspense>
  );
}
