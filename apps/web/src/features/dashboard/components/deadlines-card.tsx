import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { zoneOffsetMinutes } from '@shortlist/domain/festivals/zoned-time';
import { formatDeadline } from '@shortlist/i18n/deadline-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useWeekDeadlines } from '../api/get-week-deadlines.ts';
import { useVisitorTimeZone } from '../visitor-time-zone.ts';
import { combined, DashboardCard } from './dashboard-card.tsx';

/**
 * Deadlines this week (DESIGN.md "3 deadlines this week"): the closings of the next 7 days at
 * the festivals the filmmaker follows or has an entry in the basket for, soonest first, each on
 * the festival's clock with its zone as the festival page says it, and the reader's own time
 * below when it differs (docs/decisions.md deadline times). Each leads to its festival's page.
 */
export function DeadlinesCard() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const visitor = useVisitorTimeZone();
  const query = useWeekDeadlines();
  return (
    <DashboardCard id="deadlines" title={t('deadlines.title')} state={combined(query)}>
      {() => {
        const deadlines = query.data?.deadlines ?? [];
        if (deadlines.length === 0) {
          return (
            <>
              <Text>{t('deadlines.none')}</Text>
              <Group mt="auto">
                <Button component={LocalizedLink} route="festivals" variant="light">
                  {t('deadlines.findFestival')}
                </Button>
              </Group>
            </>
          );
        }
        return (
          <>
            <Text fz="xl" fw={700} data-testid="deadline-count">
              {t('deadlines.count', { count: deadlines.length })}
            </Text>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {deadlines.map((deadline) => {
                const differs =
                  visitor !== undefined &&
                  zoneOffsetMinutes(deadline.at, visitor) !==
                    zoneOffsetMinutes(deadline.at, deadline.timeZone);
                return (
                  <li
                    key={`${deadline.IdFestival}-${deadline.at}-${deadline.kind}`}
                    data-testid="week-deadline"
                  >
                    <Anchor
                      component={LocalizedLink}
                      route="festival"
                      params={{ id: deadline.smartName }}
                      fw={600}
                    >
                      {deadline.name}
                    </Anchor>
                    <Text size="sm">
                      {t(deadline.kind === 'extension' ? 'deadlines.extension' : 'deadlines.closing', {
                        count: deadline.sections,
                      })}{' '}
                      <time dateTime={deadline.at}>
                        {formatDeadline(deadline.at, language, deadline.timeZone)}
                      </time>
                    </Text>
                    {differs ? (
                      <Text size="xs" c="dimmed" data-visitor-time="">
                        {t('deadlines.yourTime', { date: formatDeadline(deadline.at, language, visitor) })}
                      </Text>
                    ) : null}
                    <Group gap={4} mt={2}>
                      {deadline.favourite ? (
                        <Badge size="sm" variant="light">
                          {t('deadlines.favourite')}
                        </Badge>
                      ) : null}
                      {deadline.inBasket ? (
                        <Badge size="sm" variant="light" color="grape">
                          {t('deadlines.inBasket')}
                        </Badge>
                      ) : null}
                    </Group>
                  </li>
                );
              })}
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
