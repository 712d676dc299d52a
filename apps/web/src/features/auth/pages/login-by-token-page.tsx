import { languageFromId } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { signOut } from '../../../shared/session/sign-out.ts';
import { rememberSignOut } from '../../../shared/session/sign-out-memory.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { loginByToken } from '../api/login-by-token.ts';

/**
 * `/login-by-token/:token` (spec §4): signs out whoever is signed in, opens a session from the
 * token, then the dashboard in the user's language; a failed token leads to the 404 page.
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
      await signOut(queryClient);
      try {
        const session = await loginByToken(token);
        rememberSignOut(queryClient, { onPurpose: false });
        queryClient.setQueryData(sessionKeys.current, session);
        const target = languageFromId(session.IdLangue) ?? language;
        navigate(localizedPath('dashboard', target), { replace: true });
      } catch {
        navigate(localizedPath('notFound', language), { replace: true });
      }
    })();
  }, [token, queryClient, navigate, language]);

  return <PageSkeleton />;
}
