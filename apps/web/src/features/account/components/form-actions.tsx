import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** Save and cancel (cancel reverts to the loaded data). */
export function FormActions({
  saving,
  onCancel,
  dirty,
}: {
  saving: boolean;
  onCancel: () => void;
  dirty: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={!dirty || saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
