import { Button, Fieldset, FileInput, Group, Image, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { usePhotos } from '../../api/list-photos.ts';
import { usePersonPhoto } from '../../api/person-photo.ts';
import { deletePersonPhoto, uploadPersonPhoto } from '../../api/upload-person-photo.ts';
import { ConfirmDelete } from '../media/confirm-delete.tsx';
import { useMediaError } from '../media/use-media-error.ts';

/**
 * A person's photo (spec §3 PhotoFileName): shown beside their name on the public film page.
 * One per person: a new upload replaces it; deleting asks first. The size limit is the film
 * photos' (the list answer carries it).
 */
export function PersonPhotoEditor(props: { IdPersonne: number; IdFilm: number; name: string }) {
  const { t } = useTranslation(['films', 'errors']);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mediaError = useMediaError();
  const photo = usePersonPhoto(props.IdPersonne);
  const maxBytes = usePhotos(props.IdFilm).data?.maxBytes ?? 5 * 1024 * 1024;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setError(null);
    if (!file) return setError(t('errors:codes.FILE_MISSING'));
    setBusy(true);
    try {
      await uploadPersonPhoto(queryClient, props.IdPersonne, file);
      setFile(null);
      notify.success(t('films:media.photoAdded'));
    } catch (failure) {
      setError(mediaError(failure, maxBytes));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Fieldset legend={t('films:people.photo')}>
      <Stack gap="sm">
        {photo.data && (
          <Group gap="sm" align="center">
            <Image src={photo.data.url} alt={props.name} w={96} h={96} fit="cover" radius="sm" />
            <ConfirmDelete
              label={t('films:media.deleteNamed', { name: t('films:people.photo') })}
              title={t('films:media.deletePhotoTitle')}
              body={t('films:people.photoDeleteBody')}
              onConfirm={async () => {
                if (!photo.data) return;
                await deletePersonPhoto(queryClient, props.IdPersonne, photo.data.Id);
                notify.success(t('films:media.photoDeleted'));
              }}
            />
          </Group>
        )}
        <FileInput
          label={t('films:people.photoFile')}
          accept="image/jpeg,image/png,image/webp,image/avif"
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('films:media.clearFile') }}
          error={error}
        />
        <Group>
          <Button size="compact-md" onClick={upload} loading={busy}>
            {t('films:people.addPhoto')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
