import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { forgetLastUrl } from '../../../shared/session-storage.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { clearDictionaries } from '../../dictionaries/api/get-dictionary.ts';
import { SESSION_QUERY_KEY } from '../api/get-session.ts';

/** Clears the session, the remembered URL and the cached dictionaries (spec §2), then goes home. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const home = pathTo('home');
  useEffect(() => {
    // The server-side session is ended here once the sign-in issue adds `POST /api/logout`.
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    clearDictionaries(queryClient);
    forgetLastUrl();
    navigate(home, { replace: true });
  }, [queryClient, navigate, home]);
  return <PageSkeleton />;
}
