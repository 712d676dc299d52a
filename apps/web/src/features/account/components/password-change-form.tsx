import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { newPasswordDiffers, ZPasswordChangeFields } from '@shortlist/domain/accounts/account-requests';
import { ZNewPasswordWithConfirmation } from '@shortlist/domain/accounts/password-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { signOut } from '../../../shared/session/sign-out.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SectionCard } from './section-card.tsx';

// The call's body (current and new password) with the new one typed twice, as the screen asks it.
const ZPasswordChange = ZPasswordChangeFields.pick({ CurrentPassword: true })
  .and(ZNewPasswordWithConfirmation)
  .refine((values) => newPasswordDiffers({ current: values.CurrentPassword, next: values.Password }), {
    path: ['Password'],
    message: ACCOUNT_RULE.passwordSameAsCurrent,
  });
type PasswordChange = z.input<typeof ZPasswordChange>;

/** Password change with the current password (spec §4); the user then signs in again. */
export function PasswordChangeForm() {
  const { t } = useTranslation(['account', 'auth']);
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useLocalizedPath()('signIn');
  const change = useChangePassword();
  const form = useForm<PasswordChange>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: { CurrentPassword: '', Password: '', Confirmation: '' },
    mode: 'onTouched',
  });
  useClearStaleErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ CurrentPassword: values.CurrentPassword, NewPassword: values.Password });
      notify.success(t('account:password.done'));
      await signOut(queryClient);
      navigate(signIn, { replace: true });
    } catch {
      form.setValue('CurrentPassword', '');
    }
  });

  return (
    <SectionCard title={t('account:password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {change.error && (
            <Alert color="red" role="alert">
              {accountError(change.error, t('account:password.failed'))}
            </Alert>
          )}
          <PasswordField
            label={t('auth:fields.currentPassword')}
            autoComplete="current-password"
            required
            error={rule(form.formState.errors.CurrentPassword?.message)}
            {...form.register('CurrentPassword')}
          />
          <NewPasswordFields register={form.register} watch={form.watch} errors={form.formState.errors} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
