import { Anchor, Image, SimpleGrid, Text } from '@mantine/core';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import { useTranslation } from '../i18n/translation.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/**
 * The film's photos, each opening at full size, with its credit: the festival's entry view and the
 * filmmaker's preview (issue 32) show them alike.
 */
export function FilmPhotos({ title, photos }: { title: string; photos: readonly FilmPhoto[] }) {
  const { t } = useTranslation(['festivalSpace', 'films']);
  if (photos.length === 0) return <EmptyState message={t('festivalSpace:photos.none')} />;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {photos.map((photo, index) => {
        const alt = t('festivalSpace:photos.alt', {
          title,
          type: t(`films:photoTypes.${photo.Type}`),
          number: index + 1,
        });
        return (
          <li key={photo.Id}>
            <figure style={{ margin: 0 }}>
              <Anchor href={photo.urls.fullhd ?? photo.urls.origin} target="_blank" rel="noopener">
                <Image
                  src={photo.urls.hdready ?? photo.urls.thumbnail}
                  alt={alt}
                  radius="sm"
                  loading="lazy"
                  fit="cover"
                  h={200}
                />
              </Anchor>
              {photo.Credit && (
                <Text component="figcaption" size="sm" c="dimmed" mt={4}>
                  {t('festivalSpace:photos.credit', { credit: photo.Credit })}
                </Text>
              )}
            </figure>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
