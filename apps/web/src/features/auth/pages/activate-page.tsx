import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { activateAccount } from '../api/activate-account.ts';
import { sendActivation } from '../api/send-activation.ts';

/**
 * `activate/:token` (spec §4): a good token activates the account and leads to sign-in, and so
 * does a link already used by an account now active (with that said); a bad or expired one asks whether to send a new link (to the address the visitor gives), then goes
 * home either way.
 */
export function ActivatePage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const token = useCurrentRoute().params.token ?? '';
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const signIn = pathTo('signIn');
  const home = pathTo('home');
  const notify = useNotify();
  const started = useRef(false);
  const [badToken, setBadToken] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activateAccount(token).then(
      () => {
        notify.success(t('auth:activate.done'));
        navigate(signIn, { replace: true });
      },
      (error: unknown) => {
        // A second click on the link: the account is active already, so sign in.
        if (error instanceof ApiRequestError && error.code === 'ACCOUNT_ALREADY_ACTIVE') {
          notify.success(t('errors:codes.ACCOUNT_ALREADY_ACTIVE'));
          navigate(signIn, { replace: true });
        } else {
          setBadToken(true);
        }
      },
    );
  }, [token, t, navigate, signIn, notify]);

  const goHome = () => navigate(home, { replace: true });
  const sendNew = async () => {
    setSending(true);
    try {
      await sendActivation(normalizeLogin(email));
      notify.success(t('auth:activate.sent'));
    } catch {
      notify.error(t('auth:activate.sendFailed'));
    }
    goHome();
  };

  return (
    <>
      <PageSkeleton />
      <Modal
        opened={badToken}
        onClose={goHome}
        title={t('auth:activate.badTokenTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void sendNew();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('auth:activate.badTokenBody')}</Text>
            <TextInput
              label={t('auth:fields.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={goHome}>
                {t('auth:activate.cancel')}
              </Button>
              <Button type="submit" loading={sending} disabled={!/^\S+@\S+\.\S+$/.test(email.trim())}>
                {t('auth:activate.sendNew')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
