import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChangePasswordWithToken } from '../api/change-password-with-token.ts';
import { usePasswordTokenCheck } from '../api/check-password-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { openTokenAlert } from '../components/token-alert.ts';
import { type NewPasswordForm, ZNewPasswordForm } from '../schemas.ts';

/**
 * `password-change/:token` (spec §2): the token is checked first; a bad one shows the "Attention"
 * alert and goes back to sign-in. A new password leads to sign-in too.
 */
export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const token = useCurrentRoute().params.token ?? '';
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const signIn = pathTo('signIn');
  const notify = useNotify();
  const accountError = useAccountError();
  const check = usePasswordTokenCheck(token);
  const change = useChangePasswordWithToken();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { Password: '', Confirmation: '' },
    mode: 'onTouched',
  });
  useClearStaleErrors(form);

  useEffect(() => {
    if (check.isError) openTokenAlert(t, () => navigate(signIn, { replace: true }));
  }, [check.isError, t, navigate, signIn]);

  if (!check.isSuccess) return <PageSkeleton />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ Token: token, Password: values.Password });
      notify.success(t('passwordChange.done'));
      navigate(signIn, { replace: true });
    } catch {
      // shown below
    }
  });

  return (
    <AuthCard title={t('passwordChange.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {change.error && (
            <Alert color="red" role="alert">
              {accountError(change.error, t('passwordChange.failed'))}
            </Alert>
          )}
          <NewPasswordFields register={form.register} watch={form.watch} errors={form.formState.errors} />
          <Button type="submit" loading={change.isPending}>
            {t('passwordChange.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
