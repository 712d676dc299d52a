import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { usePhotos } from '../../api/list-photos.ts';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { PhotoCard } from './photo-card.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import { VideoSlot } from './video-slot.tsx';

/**
 * The media tab (spec §2): the screener and trailer (VideoSlot, another issue), the photos
 * (types photo, poster, film still, on set; one principal; the count limit of docs/decisions.md) and
 * the film's documents.
 */
export function MediaTab({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const photos = usePhotos(film.Id);
  const list = photos.data?.photos ?? [];
  // Photos whose type or credit was changed and not saved: leaving the tab asks first.
  const [dirty, setDirty] = useState<ReadonlySet<number>>(new Set());
  const onDirty = useCallback((Id: number, changed: boolean) => {
    setDirty((current) => {
      if (current.has(Id) === changed) return current;
      const next = new Set(current);
      if (changed) next.add(Id);
      else next.delete(Id);
      return next;
    });
  }, []);
  return (
    <Stack gap="xl">
      <UnsavedChangesGuard dirty={dirty.size > 0} />
      <VideoSlot film={film} />
      <section aria-labelledby="film-photos">
        <Title order={3} size="h4" id="film-photos" mb="xs">
          {t('media.photos')}
        </Title>
        <Stack gap="sm">
          {photos.isSuccess && list.length === 0 && <Text size="sm">{t('media.noPhotos')}</Text>}
          {list.length > 0 && (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="sm"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((photo, index) => (
                <PhotoCard
                  key={photo.Id}
                  photo={photo}
                  position={index + 1}
                  canEdit={film.canEdit}
                  onDirty={onDirty}
                />
              ))}
            </SimpleGrid>
          )}
          {film.canEdit && photos.data && (
            <PhotoUpload
              IdFilm={film.Id}
              count={list.length}
              limit={photos.data.limit}
              maxBytes={photos.data.maxBytes}
            />
          )}
        </Stack>
      </section>
      <DocumentsSection IdFilm={film.Id} canEdit={film.canEdit} title={t('media.documents')} />
    </Stack>
  );
}
