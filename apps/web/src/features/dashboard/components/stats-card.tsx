import { Anchor, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { Link } from 'react-router';
import { LocalizedLink, useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { STATUS_PARAM, statusColour } from '../../../shared/ui/submission-status-look.ts';
import { statusCounts } from '../summary.ts';
import { type CardState, DashboardCard } from './dashboard-card.tsx';

/**
 * Statistics (spec §2, DESIGN.md "statistics as charts"): the entries per status as bars, each
 * row a link to the submissions page filtered on that status. The bar only repeats the count
 * written beside it, so screen readers skip it.
 */
export function StatsCard({ items, state }: { items: readonly SubmissionListItem[]; state: CardState }) {
  const { t } = useTranslation(['dashboard', 'submissions']);
  const pathTo = useLocalizedPath();
  const counts = statusCounts(items);
  const largest = Math.max(1, ...counts.map((row) => row.count));
  return (
    <DashboardCard id="stats" title={t('stats.title')} state={state}>
      {() =>
        items.length === 0 ? (
          <>
            <Text>{t('stats.none')}</Text>
            <Group>
              <Button component={LocalizedLink} route="festivals" variant="light">
                {t('stats.findFestival')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fw={700} data-testid="submissions-total">
              {t('stats.total', { count: items.length })}
            </Text>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {counts.map(({ status, count }) => {
                const label = t(`submissions:page.status.${status}`);
                return (
                  <Box component="li" key={status}>
                    <Anchor
                      component={Link}
                      to={`${pathTo('submissions')}?${STATUS_PARAM}=${status}`}
                      size="sm"
                      aria-label={t('stats.seeStatus', { status: label, count })}
                    >
                      {t('stats.share', { status: label, count })}
                    </Anchor>
                    <Progress
                      value={(count / largest) * 100}
                      color={statusColour(status, false)}
                      size="md"
                      mt={2}
                      aria-hidden="true"
                    />
                  </Box>
                );
              })}
            </Stack>
          </>
        )
      }
    </DashboardCard>
  );
}
