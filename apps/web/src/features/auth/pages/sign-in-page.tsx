import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LOGIN_MAX, normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { LocalizedLink, useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { landingRoute } from '../../../shared/session/landing.ts';
import { takeLastUrl } from '../../../shared/session-storage.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useLogin } from '../api/login.ts';
import { useSendActivation } from '../api/send-activation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { type SignInForm, ZSignInForm } from '../schemas.ts';

/**
 * Sign-in (spec §2): a signed-in visitor goes to where they land; after sign-in, back to the URL
 * remembered when a signed-in page sent them here, else where they land: a festival member in the
 * festival workspace (issue 31), anyone else on the dashboard.
 */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { session, isLoading } = useSession();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useSendActivation();
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const form = useForm<SignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { Login: '', Password: '' },
  });

  if (isLoading) return <PageSkeleton />;
  if (session && !login.isPending && !login.isSuccess) {
    return <Navigate to={pathTo(landingRoute(session))} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const signedIn = await login.mutateAsync(values);
      navigate(takeLastUrl() ?? pathTo(landingRoute(signedIn)), { replace: true });
    } catch {
      form.setValue('Password', '');
      form.setFocus('Password');
    }
  });

  // The right password on an account never activated: say so, and offer a new link.
  const notActivated = login.error instanceof ApiRequestError && login.error.code === 'ACCOUNT_NOT_ACTIVATED';
  const failure =
    login.error &&
    !notActivated &&
    (login.error instanceof ApiRequestError && [400, 401, 403, 404].includes(login.error.status)
      ? t('signIn.failed')
      : accountError(login.error, t('signIn.failed')));

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {notActivated && (
            <Alert color="orange" role="alert" title={t('signIn.notActivatedTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {resend.isSuccess ? t('activate.sent') : t('errors:codes.ACCOUNT_NOT_ACTIVATED')}
                </Text>
                {!resend.isSuccess && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={resend.isPending}
                    onClick={() => resend.mutate(normalizeLogin(form.getValues('Login')))}
                  >
                    {t('activate.sendNew')}
                  </Button>
                )}
                {resend.isError && (
                  <Text size="sm" c="red">
                    {t('activate.sendFailed')}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            maxLength={LOGIN_MAX}
            error={rule(form.formState.errors.Login?.message)}
            {...form.register('Login')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={rule(form.formState.errors.Password?.message)}
            {...form.register('Password')}
          />
          <Anchor component={LocalizedLink} route="passwordRequest" size="sm">
            {t('signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('signIn.submit')}
          </Button>
          <Group gap={6}>
            <Text size="sm">{t('signIn.noAccount')}</Text>
            <Anchor component={LocalizedLink} route="createAccount" size="sm">
              {t('signIn.createAccount')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
