import { languageFromId } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { landingRoute } from '../../../shared/session/landing.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { rememberSignOut } from '../../../shared/session/sign-out-memory.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { loginByToken } from '../api/login-by-token.ts';

/**
 * `/login-by-token/:token` (spec §4): opens a session from the token, then the dashboard in the
 * user's language (a festival member's workspace, issue 31); a failed token leads to the 404 page. The server replaces the session the
 * browser held only when the token is good (issue 8), so a stale or forged link no longer signs
 * the visitor out: the spec's "log out first" happens on the server, after the token is checked.
 */
export function LoginByTokenPage() {
  const { params, language } = useCurrentRoute();
  const token = params.token ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        const session = await loginByToken(token);
        rememberSignOut(queryClient, { onPurpose: false });
        // Whatever was cached belonged to the session the server just replaced.
        queryClient.clear();
        queryClient.setQueryData(sessionKeys.current, session);
        const target = languageFromId(session.IdLangue) ?? language;
        navigate(localizedPath(landingRoute(session), target), { replace: true });
      } catch {
        navigate(localizedPath('notFound', language), { replace: true });
      }
    })();
  }, [token, queryClient, navigate, language]);

  return <PageSkeleton />;
}
