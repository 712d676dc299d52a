import { Button, Text } from '@mantine/core';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useQueue } from '../api/get-queue.ts';

/**
 * "Next entry" (issue 34): a link to the assigned entry the server serves next (the fewest complete
 * views, then the oldest), passing over `except`, the entry on screen. Shows nothing while the
 * queue loads or when nothing is assigned; says so when every assigned entry is watched.
 */
export function NextEntryButton({ IdFestival, except }: { IdFestival: number; except?: number }) {
  const { t } = useTranslation('festivalSpace');
  const queue = useQueue(IdFestival, except);
  if (!queue.isSuccess || queue.data.items.length === 0) return null;
  if (queue.data.next === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="queue-done">
        {t('assignments.queue.nextNone')}
      </Text>
    );
  }
  return (
    <Button
      component={LocalizedLink}
      route="festivalSpaceEntry"
      params={{ id: String(IdFestival), entry: String(queue.data.next) }}
    >
      {t('assignments.queue.next')}
    </Button>
  );
}
