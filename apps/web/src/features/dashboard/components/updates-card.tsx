import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { statusColour, statusName } from '../../../shared/ui/submission-status-look.ts';
import { formatDay } from '../format.ts';
import { recentUpdates } from '../summary.ts';
import { type CardState, DashboardCard } from './dashboard-card.tsx';

/** Recent status updates (spec §2): the sent entries that changed last, each with its status and day. */
export function UpdatesCard({
  items,
  state,
  now,
}: {
  items: readonly SubmissionListItem[];
  state: CardState;
  now: Date;
}) {
  const { t } = useTranslation(['dashboard', 'submissions']);
  const language = useLanguage();
  const updates = recentUpdates(items, now);
  return (
    <DashboardCard id="updates" title={t('updates.title')} state={state}>
      {() =>
        updates.length === 0 ? (
          <Text>{t('updates.none')}</Text>
        ) : (
          <>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {updates.map(({ item, date }) => {
                const status = statusName(item.Statut);
                return (
                  <li key={item.IdInscription} data-testid="status-update">
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Text size="sm" fw={600}>
                        {t('updates.entry', { film: item.filmTitle, festival: item.festivalName })}
                      </Text>
                      <Badge variant="dot" color={statusColour(status, item.isPaiementAttente)}>
                        {t(`submissions:page.status.${status}`)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatDay(date, language)}
                    </Text>
                  </li>
                );
              })}
            </Stack>
            <Group mt="auto">
              <Button component={LocalizedLink} route="submissions" variant="subtle">
                {t('updates.seeAll')}
              </Button>
            </Group>
          </>
        )
      }
    </DashboardCard>
  );
}
