import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';

/** A delete button that asks first, saying what goes (a photo and its sizes, a document). */
export function ConfirmDelete(props: {
  label: string;
  title: string;
  body: string;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation(['films', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="compact-sm" variant="outline" color="red.9" onClick={open} aria-label={props.label}>
        {t('films:media.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={props.title}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        <Stack gap="md">
          <Text>{props.body}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('films:media.keep')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={busy}>
              {t('films:media.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
