import { Badge, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import { FILM_TEXT_LIMITS, PHOTO_TYPES, type PhotoType } from '@shortlist/domain/films/film-values';
import { webpSibling } from '@shortlist/domain/media/photo-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { deletePhoto } from '../../api/delete-photo.ts';
import { updatePhoto } from '../../api/update-photo.ts';
import { useFilmError } from '../use-film-messages.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

/**
 * One photo of the film: its thumbnail (WebP where the browser takes it), its type and credit
 * (saved only when changed; a failure reverts), the principal mark, and delete after a
 * confirmation.
 */
export function PhotoCard(props: {
  photo: FilmPhoto;
  position: number;
  canEdit: boolean;
  /** Tells the tab whether this photo has unsaved changes (the tab guards leaving). */
  onDirty: (Id: number, dirty: boolean) => void;
}) {
  const { photo } = props;
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const [type, setType] = useState<PhotoType>(photo.Type);
  const [credit, setCredit] = useState(photo.Credit ?? '');
  const [busy, setBusy] = useState(false);
  const name = t('media.photoName', { position: props.position, type: t(`photoTypes.${photo.Type}`) });
  const changed = type !== photo.Type || credit !== (photo.Credit ?? '');
  const { onDirty } = props;
  useEffect(() => onDirty(photo.Id, changed), [onDirty, photo.Id, changed]);
  useEffect(() => () => onDirty(photo.Id, false), [onDirty, photo.Id]);

  const save = async (IsPrincipal: boolean) => {
    if (!changed && IsPrincipal === photo.IsPrincipal) return notify.success(t('form.saved'));
    setBusy(true);
    try {
      await updatePhoto(queryClient, photo.IdFilm, photo.Id, {
        Type: type,
        Credit: credit || null,
        IsPrincipal,
      });
      notify.success(t('form.saved'));
    } catch (error) {
      setType(photo.Type);
      setCredit(photo.Credit ?? '');
      notify.error(filmError(error, t('form.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const thumbnail = photo.urls.thumbnail ?? photo.urls.hdready ?? '';

  return (
    <Paper component="li" withBorder p="xs" radius="md" data-testid="photo">
      <Stack gap="xs">
        <picture>
          <source srcSet={webpSibling(thumbnail)} type="image/webp" />
          <img
            src={thumbnail}
            alt={photo.Credit ? `${name} (${photo.Credit})` : name}
            style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
            loading="lazy"
          />
        </picture>
        {photo.IsPrincipal && (
          <Badge color="green" variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('media.principalBadge')}
          </Badge>
        )}
        {props.canEdit && (
          <>
            <NativeSelect
              label={t('media.type')}
              value={type}
              onChange={(event) => setType(event.currentTarget.value as PhotoType)}
              data={PHOTO_TYPES.map((value) => ({ value, label: t(`photoTypes.${value}`) }))}
              aria-label={t('media.typeOf', { name })}
            />
            <TextInput
              label={t('media.credit')}
              maxLength={FILM_TEXT_LIMITS.photoCredit}
              value={credit}
              onChange={(event) => setCredit(event.currentTarget.value)}
              aria-label={t('media.creditOf', { name })}
            />
            <Group gap="xs" wrap="wrap">
              <Button
                size="compact-sm"
                onClick={() => save(photo.IsPrincipal)}
                loading={busy}
                disabled={!changed}
              >
                {t('form.save')}
              </Button>
              {!photo.IsPrincipal && (
                <Button size="compact-sm" variant="light" onClick={() => save(true)} disabled={busy}>
                  {t('media.makePrincipal')}
                </Button>
              )}
              <ConfirmDelete
                label={t('media.deleteNamed', { name })}
                title={t('media.deletePhotoTitle')}
                body={t('media.deletePhotoBody')}
                onConfirm={async () => {
                  try {
                    await deletePhoto(queryClient, photo.IdFilm, photo.Id);
                    notify.success(t('media.photoDeleted'));
                  } catch (error) {
                    notify.error(filmError(error, t('media.deleteFailed')));
                  }
                }}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
