import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translation.tsx';

/**
 * Asks before an action that cannot be undone from here, saying what it does (DESIGN.md): the
 * safe choice first and focused, the action in red, the refusal's reason kept in the dialog.
 */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that leaves everything as it is ("Keep", "Cancel"). */
  keepLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['common']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text style={{ overflowWrap: 'anywhere' }}>{props.message}</Text>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {props.keepLabel}
          </Button>
          <Button color="red.9" onClick={props.onConfirm} loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
