import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CallSectionItem } from '@shortlist/domain/festival-space/call-editor-contracts';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeleteSection } from '../api/delete-section.ts';

/** Asks before a section without entries is deleted: its criteria and calendar go with it. */
export function RemoveSectionDialog(props: {
  IdFestival: number;
  IdCampagne: number;
  section: CallSectionItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const remove = useDeleteSection(props.IdFestival, props.IdCampagne);
  const close = () => {
    remove.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.section) return;
    try {
      await remove.mutateAsync(props.section.IdCampagneSection);
      notify.success(t('festivalSpace:callEditor.deleted', { name: props.section.Libelle }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.section !== null}
      onClose={close}
      title={t('festivalSpace:callEditor.deleteTitle', { name: props.section?.Libelle ?? '' })}
      closeButtonProps={{ 'aria-label': t('festivalSpace:callEditor.cancel') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:callEditor.deleteWarning')}</Text>
        {remove.error && (
          <Alert color="red" role="alert">
            {errorMessage(remove.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:callEditor.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('festivalSpace:callEditor.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
