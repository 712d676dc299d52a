import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ZDeleteAccountRequest } from '@shortlist/domain/accounts/account-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { signOut } from '../../../shared/session/sign-out.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SectionCard } from './section-card.tsx';

/**
 * Account deletion (spec §6, DESIGN.md): a confirmation that says what is lost (orders,
 * invoices, subscriptions), asks for the password, and is irreversible.
 */
export function DeleteAccount() {
  const { t } = useTranslation(['account', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const notify = useNotify();
  const accountError = useAccountError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const home = useLocalizedPath()('home');
  const remove = useDeleteAccount();

  const confirm = async () => {
    try {
      await remove.mutateAsync(password);
      close();
      // The profile page's guard may see the session gone before the navigation renders: it then
      // sends the user home too, not to sign-in.
      await signOut(queryClient, { destination: home });
      await navigate(home, { replace: true });
      notify.success(t('account:delete.done'));
    } catch {
      setPassword('');
    }
  };

  return (
    <SectionCard title={t('account:delete.title')}>
      <Text size="sm">{t('account:delete.intro')}</Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={open}>
          {t('account:delete.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          setPassword('');
          remove.reset();
        }}
        title={t('account:delete.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="sm">
            <Alert color="red" role="note">
              {t('account:delete.warning')}
            </Alert>
            <Text size="sm">{t('account:delete.legal')}</Text>
            {remove.error && (
              <Alert color="red" role="alert">
                {accountError(remove.error, t('account:delete.failed'))}
              </Alert>
            )}
            <PasswordField
              label={t('account:delete.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('account:actions.cancel')}
              </Button>
              <Button
                type="submit"
                color="red.9"
                loading={remove.isPending}
                disabled={!ZDeleteAccountRequest.safeParse({ Password: password }).success}
              >
                {t('account:delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
