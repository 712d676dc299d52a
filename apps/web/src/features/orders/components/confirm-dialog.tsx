import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** Asks before an action that cannot be undone from here, saying what it does (DESIGN.md). */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{props.message}</Text>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('orders:basket.keep')}
          </Button>
          <Button color="red.9" onClick={props.onConfirm} loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
