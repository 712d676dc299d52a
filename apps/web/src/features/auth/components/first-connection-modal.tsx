import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FIRST_CONNECTION_LOGIN_MAX } from '@shortlist/domain/accounts/login-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { Session } from '../../../shared/session/api/get-session.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { signOut } from '../../../shared/session/sign-out.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { completeFirstConnection } from '../api/first-connection.ts';
import {
  type FirstConnectionForm,
  ZFirstConnectionForm,
  ZFirstConnectionWithCurrentForm,
} from '../schemas.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';

/**
 * First connection (spec §4), forced while it is due (`isFirstConnectionDue`: an account created
 * for someone else, or terms accepted before the ones in force): email, new password, terms, and
 * the current password when the account has one. It cannot be dismissed; cancel signs out.
 */
export function FirstConnectionModal({ session }: { session: Session }) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useLocalizedPath()('signIn');
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const save = useMutation({ mutationFn: completeFirstConnection });
  // An invited account signed in by an emailed link has no password to give.
  const asksCurrent = session.hasPassword !== false;
  const form = useForm<FirstConnectionForm>({
    resolver: zodResolver(asksCurrent ? ZFirstConnectionWithCurrentForm : ZFirstConnectionForm),
    defaultValues: {
      Login: session.Login ?? '',
      CurrentPassword: '',
      Password: '',
      Confirmation: '',
      AcceptCgv: false,
    },
    mode: 'onTouched',
  });
  useClearStaleErrors(form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync({
        Login: values.Login,
        Password: values.Password,
        ...(asksCurrent ? { CurrentPassword: values.CurrentPassword } : {}),
        AcceptCgv: true,
      });
      queryClient.setQueryData(sessionKeys.current, { ...next, needsFirstConnection: false });
      notify.success(t('firstConnection.done'));
    } catch {
      // Shown below; a wrong current password is typed again.
      form.setValue('CurrentPassword', '');
    }
  });

  const cancel = async () => {
    await signOut(queryClient);
    navigate(signIn, { replace: true });
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('firstConnection.title')}
      size="md"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('firstConnection.intro')}</Text>
          {save.error && (
            <Alert color="red" role="alert">
              {accountError(save.error, t('firstConnection.failed'))}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={FIRST_CONNECTION_LOGIN_MAX}
            error={rule(errors.Login?.message)}
            {...form.register('Login')}
          />
          {asksCurrent && (
            <PasswordField
              label={t('fields.currentPassword')}
              description={t('firstConnection.currentPasswordHint')}
              autoComplete="current-password"
              required
              error={rule(errors.CurrentPassword?.message)}
              {...form.register('CurrentPassword')}
            />
          )}
          <NewPasswordFields register={form.register} watch={form.watch} errors={errors} />
          <TermsCheckbox registration={form.register('AcceptCgv')} error={rule(errors.AcceptCgv?.message)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('firstConnection.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('firstConnection.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
