import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LocalizedLink, useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFilmsToCompleteCount } from '../api/count-films-to-complete.ts';
import { useFilmsToComplete } from '../api/list-films-to-complete.ts';
import { combined, DashboardCard } from './dashboard-card.tsx';

/** Films to complete (spec §2): how many, the newest with what is missing, each opening its record. */
export function FilmsCard() {
  const { t } = useTranslation('dashboard');
  const pathTo = useLocalizedPath();
  const films = useFilmsToComplete();
  const count = useFilmsToCompleteCount();
  const total = count.data ?? 0;
  return (
    <DashboardCard id="films" title={t('films.title')} state={combined(films, count)}>
      {() =>
        total === 0 ? (
          <Text>{t('films.none')}</Text>
        ) : (
          <>
            <Text fz="xl" fw={700} data-testid="films-to-complete">
              {t('films.count', { count: total })}
            </Text>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {(films.data ?? []).map((film) => (
                <Group key={film.Id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {film.TitreOriginal}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('films.missing', { count: film.missingCount })}
                    </Text>
                  </div>
                  <Button
                    component={LocalizedLink}
                    route="filmEdit"
                    params={{ id: String(film.Id) }}
                    size="xs"
                    variant="light"
                    aria-label={t('films.completeFilm', { title: film.TitreOriginal })}
                  >
                    {t('films.complete')}
                  </Button>
                </Group>
              ))}
            </Stack>
            {total > (films.data?.length ?? 0) ? (
              <Group mt="auto">
                <Button component={Link} to={`${pathTo('films')}?status=incomplete`} variant="subtle">
                  {t('films.seeAll')}
                </Button>
              </Group>
            ) : null}
          </>
        )
      }
    </DashboardCard>
  );
}
