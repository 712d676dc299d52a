import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../i18n/translation.tsx';

/**
 * Every password input of the app: the show/hide button is reachable with Tab and named in the
 * user's language (Mantine leaves it out of the tab order, named in English), its pressed state
 * saying whether the password shows.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      {...props}
    />
  );
}
