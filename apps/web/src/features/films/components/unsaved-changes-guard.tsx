import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useBlocker } from '../../../shared/navigation/use-blocker.ts';

/**
 * Issue 12: unsaved changes are not lost silently when the user leaves a tab. While `dirty`, a
 * navigation inside the site asks first (stay, or leave and lose the changes), and closing or
 * reloading the browser tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation(['films', 'common']);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('films:unsaved.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="md">
        <Text>{t('films:unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('films:unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('films:unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
