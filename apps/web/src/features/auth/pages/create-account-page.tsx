import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { LOGIN_MAX, normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { languageId } from '@shortlist/domain/languages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { MessagePage } from '../../../shared/ui/message-page.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useCreateAccount } from '../api/create-account.ts';
import { useSendActivation } from '../api/send-activation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TermsCheckbox } from '../components/terms-checkbox.tsx';
import { type CreateAccountForm, ZCreateAccountForm } from '../schemas.ts';

/** Create account (spec §2, §5): email, password with the strength meter, terms; then "check your email". */
export function CreateAccountPage() {
  const { t } = useTranslation('auth');
  const rule = useRuleMessage();
  const accountError = useAccountError();
  const createAccount = useCreateAccount();
  const resend = useSendActivation();
  const language = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A festival's invitation email links here with the invited address (`?email=`): the
  // invitation attaches to the account activated with that address, so it is typed in already.
  const [params] = useSearchParams();
  const invited = (params.get('email') ?? '').trim().slice(0, LOGIN_MAX);
  const form = useForm<CreateAccountForm>({
    resolver: zodResolver(ZCreateAccountForm),
    defaultValues: {
      Login: invited,
      Password: '',
      Confirmation: '',
      AcceptCgv: false,
      IsAccepteMail: false,
    },
    // Checked on submit, then as the user corrects: a message appearing on blur would move the
    // terms box from under the pointer about to click it.
    mode: 'onSubmit',
  });
  useClearStaleErrors(form);

  if (sentTo) {
    return (
      <MessagePage title={t('createAccount.checkEmailTitle')} takeFocus>
        <Text size="lg">{t('createAccount.checkEmailBody', { email: sentTo })}</Text>
        <Text c="dimmed">{t('createAccount.checkEmailHint')}</Text>
        {resend.isSuccess ? (
          <Text role="status">{t('activate.sent')}</Text>
        ) : (
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate(normalizeLogin(sentTo))}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('createAccount.sendAgain')}
          </Button>
        )}
        {resend.isError && (
          <Text c="red" role="alert">
            {t('activate.sendFailed')}
          </Text>
        )}
      </MessagePage>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createAccount.mutateAsync({
        Login: values.Login,
        Password: values.Password,
        AcceptCgv: true,
        IdLangue: languageId(language),
        IsAccepteMail: values.IsAccepteMail === true,
      });
      setSentTo(values.Login);
    } catch {
      // shown below
    }
  });
  const { errors } = form.formState;

  return (
    <AuthCard title={t('createAccount.title')} intro={t('createAccount.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {createAccount.error && (
            <Alert color="red" role="alert">
              {accountError(createAccount.error, t('createAccount.failed'))}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={LOGIN_MAX}
            error={rule(errors.Login?.message)}
            {...form.register('Login')}
          />
          <NewPasswordFields
            register={form.register}
            watch={form.watch}
            errors={errors}
            label={t('fields.password')}
          />
          <TermsCheckbox registration={form.register('AcceptCgv')} error={rule(errors.AcceptCgv?.message)} />
          <Checkbox label={t('createAccount.marketing')} {...form.register('IsAccepteMail')} />
          <Button type="submit" loading={createAccount.isPending}>
            {t('createAccount.submit')}
          </Button>
          <Group gap={6}>
            <Text size="sm">{t('createAccount.haveAccount')}</Text>
            <Anchor component={LocalizedLink} route="signIn" size="sm">
              {t('signIn.submit')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
