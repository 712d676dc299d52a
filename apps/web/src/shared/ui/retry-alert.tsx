import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation.tsx';

/** A load that failed: what failed, any detail, and "Try again" to ask the server once more. */
export function RetryAlert({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['common']);
  return (
    <Alert color="red" title={title} role="alert">
      {children}
      <Button mt="sm" variant="default" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </Alert>
  );
}
