import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { FilmVideoState } from '@shortlist/domain/media/video-states';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatDay } from '../format.ts';
import { videosToUpload } from '../summary.ts';
import { type CardState, DashboardCard } from './dashboard-card.tsx';

const STATE_COLOUR: Record<FilmVideoState['state'], string> = {
  missing: 'gray',
  expired: 'red',
  failed: 'red',
  checking: 'blue',
  ready: 'yellow',
};

/** Videos to upload (spec §2): films without a video, with an expired or unreadable one, or expiring soon. */
export function VideosCard({ films, state }: { films: readonly FilmVideoState[]; state: CardState }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const toUpload = videosToUpload(films);
  const toSend = toUpload.filter((film) => film.state !== 'ready').length;
  return (
    <DashboardCard id="videos" title={t('videos.title')} state={state}>
      {() =>
        toUpload.length === 0 ? (
          <Text>{t('videos.none')}</Text>
        ) : (
          <>
            {toSend > 0 ? (
              <Text fz="xl" fw={700} data-testid="videos-to-upload">
                {t('videos.count', { count: toSend })}
              </Text>
            ) : null}
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {toUpload.map((film) => {
                const renew = film.state === 'ready';
                return (
                  <Group key={film.IdFilm} component="li" justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {film.TitreOriginal}
                      </Text>
                      {renew && film.limitDate ? (
                        <Text size="sm" c="red.9" fw={600}>
                          {t('videos.expiresOn', { date: formatDay(film.limitDate, language) })}
                        </Text>
                      ) : (
                        <Badge variant="dot" color={STATE_COLOUR[film.state]}>
                          {t(`videos.state.${film.state}`)}
                        </Badge>
                      )}
                    </div>
                    <Button
                      component={LocalizedLink}
                      route="filmEdit"
                      params={{ id: String(film.IdFilm), tab: 'media' }}
                      size="xs"
                      variant="light"
                      aria-label={t(renew ? 'videos.renewFilm' : 'videos.uploadFilm', {
                        title: film.TitreOriginal,
                      })}
                    >
                      {t(renew ? 'videos.renew' : 'videos.upload')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </>
        )
      }
    </DashboardCard>
  );
}
