import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** A removal's confirmation: nothing is removed until the manager says so. */
export function ConfirmRemoval(props: {
  opened: boolean;
  title: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:profile.images.removeWarning')}</Text>
        {props.error ? (
          <Alert color="red" role="alert">
            {errorMessage(props.error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('festivalSpace:profile.images.keep')}
          </Button>
          <Button
            color="red.9"
            loading={props.pending}
            onClick={() => props.onConfirm().catch(() => undefined)}
          >
            {t('festivalSpace:profile.images.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
