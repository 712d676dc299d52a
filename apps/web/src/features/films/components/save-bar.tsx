import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * The sticky save bar of a tab (DESIGN.md "a sticky save bar in edit mode"): it stays in view at
 * the bottom while the form scrolls; cancel reverts to the loaded data.
 */
export function SaveBar(props: {
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
  saveLabel?: string;
}) {
  const { t } = useTranslation('films');
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      radius="md"
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
      data-testid="save-bar"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {props.dirty ? t('form.unsaved') : t('form.noChanges')}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={!props.dirty || props.saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.saveLabel ?? t('form.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
