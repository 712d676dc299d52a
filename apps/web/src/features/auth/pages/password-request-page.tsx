import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { LOGIN_MAX } from '@shortlist/domain/accounts/login-rules';
import { useForm } from 'react-hook-form';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ZPasswordRequestForm } from '../schemas.ts';

/** Password request (spec §2): the same answer whether or not the address has an account. */
export function PasswordRequestPage() {
  const { t } = useTranslation('auth');
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const request = useRequestPasswordReset();
  const form = useForm<{ Login: string }>({
    resolver: zodResolver(ZPasswordRequestForm),
    defaultValues: { Login: '' },
  });
  const onSubmit = form.handleSubmit((values) => request.mutate(values.Login));

  return (
    <AuthCard title={t('passwordRequest.title')} intro={t('passwordRequest.intro')}>
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {t('passwordRequest.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {request.error && (
              <Alert color="red" role="alert">
                {accountError(request.error, t('passwordRequest.failed'))}
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
            <Button type="submit" loading={request.isPending}>
              {t('passwordRequest.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={LocalizedLink} route="signIn" size="sm">
        {t('passwordRequest.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
