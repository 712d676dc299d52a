import type { CallSectionItem } from '@shortlist/domain/festival-space/call-editor-contracts';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      opened={props.section !== null}
      title={t('festivalSpace:callEditor.deleteTitle', { name: props.section?.Libelle ?? '' })}
      message={t('festivalSpace:callEditor.deleteWarning')}
      confirmLabel={t('festivalSpace:callEditor.deleteConfirm')}
      keepLabel={t('festivalSpace:callEditor.cancel')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
