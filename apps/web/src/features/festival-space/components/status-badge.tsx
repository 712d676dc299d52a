import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { statusColour, statusName } from '../../../shared/ui/submission-status-look.ts';

/**
 * The festival's status of an entry in the spec §4 colour (a dot beside dark text, for contrast),
 * and "not published yet" while the filmmaker still sees the previous status.
 */
export function EntryStatusBadge(props: { Statut: number; statusLabel: string; isPublished: boolean }) {
  const { t } = useTranslation('festivalSpace');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="dot" color={statusColour(statusName(props.Statut), false)} data-status={props.Statut}>
        {props.statusLabel}
      </Badge>
      {!props.isPublished && (
        <Badge variant="outline" color="gray" data-testid="not-published">
          {t('status.notPublished')}
        </Badge>
      )}
    </Group>
  );
}
