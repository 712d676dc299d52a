import { Stack } from '@mantine/core';
import { PASSWORD_MAX } from '@shortlist/domain/accounts/password-rules';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { useRuleMessage } from '../errors/use-rule-message.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type PasswordValues = { Password: string; Confirmation: string };

/** A new password with the live strength meter, and its confirmation (spec §5). */
export function NewPasswordFields<T extends PasswordValues>(props: {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  const rule = useRuleMessage();
  // The form's own values are Password and Confirmation; the generic T only widens them.
  const register = props.register as unknown as UseFormRegister<PasswordValues>;
  const watch = props.watch as unknown as UseFormWatch<PasswordValues>;
  const errors = props.errors as FieldErrors<PasswordValues>;
  return (
    <Stack gap="sm">
      <PasswordField
        label={props.label ?? t('fields.newPassword')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={rule(errors.Password?.message)}
        {...register('Password')}
      />
      <PasswordStrengthMeter password={watch('Password') ?? ''} />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={rule(errors.Confirmation?.message)}
        {...register('Confirmation')}
      />
    </Stack>
  );
}
