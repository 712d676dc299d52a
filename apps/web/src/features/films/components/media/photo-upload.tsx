import {
  Button,
  Checkbox,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { FILM_TEXT_LIMITS, PHOTO_TYPES, type PhotoType } from '@shortlist/domain/films/film-values';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { uploadPhoto } from '../../api/upload-photo.ts';
import { useMediaError } from './use-media-error.ts';

/** Image types the picker offers; the server reads the real type from the bytes. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Adding a photo (spec §5 picker rules): one image at a time, its type, credit and principal
 * mark; refused before sending when the film holds its limit or the file is over the size, with
 * the §8 messages, and the server's own refusal shown the same way.
 */
export function PhotoUpload(props: { IdFilm: number; count: number; limit: number; maxBytes: number }) {
  const { t } = useTranslation(['films', 'errors']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mediaError = useMediaError();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<PhotoType>('photo');
  const [credit, setCredit] = useState('');
  const [principal, setPrincipal] = useState(props.count === 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = props.count >= props.limit;

  const upload = async () => {
    setError(null);
    if (!file) return setError(t('errors:codes.FILE_MISSING'));
    if (file.size > props.maxBytes) {
      return setError(t('errors:codes.FILE_TOO_LARGE', { size: formatFileSize(props.maxBytes, language) }));
    }
    setBusy(true);
    try {
      await uploadPhoto(queryClient, props.IdFilm, file, {
        Type: type,
        Credit: credit || null,
        IsPrincipal: principal,
      });
      notify.success(t('films:media.photoAdded'));
      setFile(null);
      setCredit('');
      setPrincipal(false);
    } catch (failure) {
      setError(mediaError(failure, props.maxBytes));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Text size="sm" data-testid="photo-count">
          {t('films:media.photoCount', { count: props.count, limit: props.limit })}
        </Text>
        {full ? (
          <Text size="sm" role="status">
            {t('errors:codes.FILE_LIMIT_REACHED')}
          </Text>
        ) : (
          <>
            <FileInput
              label={t('films:media.photoFile')}
              description={t('films:media.photoHelp', { size: formatFileSize(props.maxBytes, language) })}
              accept={ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('films:media.clearFile') }}
              error={error}
            />
            <Group grow align="flex-start" wrap="wrap">
              <NativeSelect
                label={t('films:media.type')}
                value={type}
                onChange={(event) => setType(event.currentTarget.value as PhotoType)}
                data={PHOTO_TYPES.map((value) => ({ value, label: t(`films:photoTypes.${value}`) }))}
              />
              <TextInput
                label={t('films:media.credit')}
                maxLength={FILM_TEXT_LIMITS.photoCredit}
                value={credit}
                onChange={(event) => setCredit(event.currentTarget.value)}
              />
            </Group>
            <Checkbox
              label={t('films:media.principal')}
              checked={principal}
              onChange={(event) => setPrincipal(event.currentTarget.checked)}
            />
            <Group>
              <Button onClick={upload} loading={busy}>
                {t('films:media.addPhoto')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
