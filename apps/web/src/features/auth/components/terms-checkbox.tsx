import { Anchor, Checkbox } from '@mantine/core';
import { localizedPath } from '@shortlist/i18n/routes';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { Trans } from '../../../shared/i18n/translation.tsx';

/** Terms acceptance (spec §5), with the terms opening in a new tab so the form keeps its input. */
export function TermsCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const language = useLanguage();
  return (
    <Checkbox
      {...registration}
      error={error}
      label={
        <Trans
          ns="auth"
          i18nKey="fields.acceptTerms"
          components={{
            terms: (
              <Anchor
                href={localizedPath('terms', language)}
                target="_blank"
                rel="noopener"
                inherit
                underline="always"
              />
            ),
          }}
        />
      }
    />
  );
}
