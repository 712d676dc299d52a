import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type LoginChangeRequest, ZLoginChangeRequest } from '@shortlist/domain/accounts/account-requests';
import { LOGIN_MAX } from '@shortlist/domain/accounts/login-rules';
import { useForm } from 'react-hook-form';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { Session } from '../../../shared/session/api/get-session.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useRequestLoginChange } from '../api/request-login-change.ts';
import { SectionCard } from './section-card.tsx';

// The call's body itself: the new login's rules and the current password.
const ZLoginChange = ZLoginChangeRequest;

/** Login change (spec §4): availability checked, then a confirmation link goes to the new address. */
export function LoginChangeForm({ session }: { session: Session }) {
  const { t } = useTranslation(['account', 'auth']);
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const change = useRequestLoginChange();
  const form = useForm<LoginChangeRequest>({
    resolver: zodResolver(ZLoginChange),
    defaultValues: { Login: '', Password: '' },
  });
  useClearStaleErrors(form);
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(ZLoginChange.parse(values), { onError: () => form.setValue('Password', '') }),
  );
  const failure =
    change.error &&
    (change.error.message === 'unavailable'
      ? t('account:login.unavailable')
      : accountError(change.error, t('account:login.failed')));

  return (
    <SectionCard title={t('account:login.title')}>
      <Text size="sm">{t('account:login.current', { email: session.Login })}</Text>
      {change.isSuccess ? (
        <Alert color="green" role="status">
          {t('account:login.sent', { email: change.data })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('account:login.newLogin')}
              type="email"
              autoComplete="email"
              required
              maxLength={LOGIN_MAX}
              error={rule(form.formState.errors.Login?.message)}
              {...form.register('Login')}
            />
            <PasswordField
              label={t('auth:fields.currentPassword')}
              autoComplete="current-password"
              required
              error={rule(form.formState.errors.Password?.message)}
              {...form.register('Password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('account:login.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
