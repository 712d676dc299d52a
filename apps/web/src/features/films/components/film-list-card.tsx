import { Anchor, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { FilmListItem } from '@shortlist/domain/films/api-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatDuration } from '../format.ts';
import { FilmStatusBadge } from './status-badge.tsx';

/** A film in the list: poster thumbnail, title, year and running time, state and what is missing. */
export function FilmListCard({
  film,
  hidden,
}: {
  film: FilmListItem;
  /** Facts the owner hid (saved list views, issue 34): `year`, `duration`, `status`, `completeness`. */
  hidden?: ReadonlySet<string>;
}) {
  const shows = (column: string) => !hidden?.has(column);
  const { t } = useTranslation('films');
  const language = useLanguage();
  const facts = [shows('year') && film.AnneeProd, shows('duration') && formatDuration(film.Duree, language)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="film-card" h="100%">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box w={72} h={96} style={{ flexShrink: 0 }}>
          {film.thumbnailUrl ? (
            <Image src={film.thumbnailUrl} alt="" w={72} h={96} radius="sm" fit="cover" loading="lazy" />
          ) : (
            <Box
              w={72}
              h={96}
              bg="gray.1"
              style={{ borderRadius: 4, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            >
              <Text size="xs" c="gray.7" ta="center" px={4}>
                {t('list.noPoster')}
              </Text>
            </Box>
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={LocalizedLink}
              route="filmEdit"
              params={{ id: String(film.Id) }}
              c="inherit"
              underline="hover"
            >
              {film.TitreOriginal || t('list.untitled')}
            </Anchor>
          </Title>
          {film.TitreInternationnal && film.TitreInternationnal !== film.TitreOriginal && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {film.TitreInternationnal}
            </Text>
          )}
          {facts && <Text size="sm">{facts}</Text>}
          <Group gap="xs">
            {shows('status') && <FilmStatusBadge status={film.status} />}
            {shows('completeness') && film.status !== 'archived' && film.missingCount > 0 && (
              <Text size="sm" c="orange.9" data-testid="film-missing">
                {t('list.missing', { count: film.missingCount })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
