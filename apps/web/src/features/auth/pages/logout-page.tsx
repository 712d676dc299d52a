import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { signOut } from '../../../shared/session/sign-out.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';

/** Ends the server session, clears the remembered URL and the cached dictionaries (spec §2), then home. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const home = useLocalizedPath()('home');
  const notify = useNotify();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut(queryClient).then(() => {
      notify.info(t('logout.done'));
      navigate(home, { replace: true });
    });
  }, [queryClient, navigate, home, notify, t]);
  return <PageSkeleton />;
}
