import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink, useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { signOut } from '../../../shared/session/sign-out.ts';
import { MessagePage } from '../../../shared/ui/message-page.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { checkLoginToken } from '../api/check-login-token.ts';
import { openTokenAlert } from '../components/token-alert.ts';

/** `update-login/:token` (spec §4): confirms the new login email, then the user signs in again with it. */
export function UpdateLoginPage() {
  const { t } = useTranslation('auth');
  const token = useCurrentRoute().params.token ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useLocalizedPath()('signIn');
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    checkLoginToken(token).then(
      async () => {
        await signOut(queryClient);
        setDone(true);
      },
      () => openTokenAlert(t, () => navigate(signIn, { replace: true })),
    );
  }, [token, queryClient, t, navigate, signIn]);

  if (!done) return <PageSkeleton />;
  return (
    <MessagePage title={t('updateLogin.title')}>
      <Text size="lg">{t('updateLogin.done')}</Text>
      <Button component={LocalizedLink} route="signIn" w="fit-content">
        {t('signIn.submit')}
      </Button>
    </MessagePage>
  );
}
