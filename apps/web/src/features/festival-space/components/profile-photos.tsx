import { ActionIcon, Alert, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import {
  FESTIVAL_PHOTO_CREDIT_MAX,
  type FestivalImages,
  ZFestivalPhotoRequest,
} from '@shortlist/domain/festival-space/image-contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAddFestivalPhoto } from '../api/add-festival-photo.ts';
import { useChangePhotoCredit } from '../api/change-photo-credit.ts';
import { useDeleteFestivalPhoto } from '../api/delete-festival-photo.ts';
import { useReorderFestivalPhotos } from '../api/reorder-festival-photos.ts';
import { ConfirmRemoval } from './image-removal-dialog.tsx';
import { ACCEPT, uploadError } from './image-upload-error.ts';

/**
 * The festival's photos in the public page's order, each with its credit, moved up and down
 * (the moved photo's button keeps the focus, so the keyboard can go on moving it), and a new one.
 */
export function ProfilePhotos({ IdFestival, images }: { IdFestival: number; images: FestivalImages }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const add = useAddFestivalPhoto(IdFestival);
  const reorder = useReorderFestivalPhotos(IdFestival);
  // The photo just moved, focused once the list shows it in its new place: focusing it before
  // would lose the focus when React moves its row (a moved element is blurred).
  const moved = useRef<{ id: number; by: -1 | 1; index: number } | null>(null);
  useEffect(() => {
    const target = moved.current;
    if (!target || images.photos[target.index]?.Id !== target.id) return;
    moved.current = null;
    // The same button again if the photo can still go that way, else the other one.
    const ahead = document.getElementById(moveId(target.id, target.by));
    const back = document.getElementById(moveId(target.id, target.by === -1 ? 1 : -1));
    (ahead && !ahead.hasAttribute('disabled') ? ahead : back)?.focus();
  }, [images.photos]);
  const move = async (index: number, by: -1 | 1) => {
    const order = images.photos.map((p) => p.Id);
    const [id] = order.splice(index, 1);
    order.splice(index + by, 0, id as number);
    try {
      moved.current = { id: id as number, by, index: index + by };
      await reorder.mutateAsync(order);
      notify.success(t('festivalSpace:profile.images.photosOrdered'));
    } catch {
      moved.current = null;
      // Shown above the photos.
    }
  };
  const [credit, setCredit] = useState('');
  const [creditError, setCreditError] = useState<string | undefined>();
  const full = images.photos.length >= images.limit;

  const send = async (file: File | null) => {
    if (!file) return;
    const checked = ZFestivalPhotoRequest.safeParse({ Credit: credit });
    if (!checked.success) {
      setCreditError(checked.error.issues[0]?.message);
      return;
    }
    setCreditError(undefined);
    try {
      await add.mutateAsync({ file, Credit: checked.data.Credit });
      setCredit('');
      notify.success(t('festivalSpace:profile.images.photoAdded'));
    } catch {
      // Shown under the form.
    }
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby="festival-photos">
      <Text fw={500} id="festival-photos">
        {t('festivalSpace:profile.images.photos')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('festivalSpace:profile.images.photosLead', { limit: images.limit })}
      </Text>
      {reorder.error && (
        <Alert color="red" role="alert">
          {errorMessage(reorder.error, t)}
        </Alert>
      )}
      {images.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('festivalSpace:profile.images.noPhotos')}
        </Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {images.photos.map((photo, index) => (
            <li key={photo.Id} data-testid="festival-photo">
              <PhotoRow
                IdFestival={IdFestival}
                photo={photo}
                number={index + 1}
                first={index === 0}
                last={index === images.photos.length - 1}
                busy={reorder.isPending}
                onMove={(by) => void move(index, by)}
              />
            </li>
          ))}
        </Stack>
      )}
      {full ? (
        <Text size="sm">{t('festivalSpace:profile.images.photoLimit', { limit: images.limit })}</Text>
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('festivalSpace:profile.images.newCredit')}
            description={t('festivalSpace:profile.images.creditHelp')}
            required
            maxLength={FESTIVAL_PHOTO_CREDIT_MAX}
            value={credit}
            onChange={(event) => setCredit(event.currentTarget.value)}
            error={rule(creditError, { max: FESTIVAL_PHOTO_CREDIT_MAX })}
            style={{ flex: '1 1 14rem' }}
          />
          <FileButton onChange={send} accept={ACCEPT}>
            {(button) => (
              <Button {...button} variant="light" loading={add.isPending}>
                {t('festivalSpace:profile.images.addPhoto')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {add.error && (
        <Alert color="red" role="alert">
          {uploadError(add.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

/** The DOM id of a photo's move button (`by` -1 up, 1 down). */
const moveId = (IdPhoto: number, by: -1 | 1) => `photo-${IdPhoto}-${by === -1 ? 'up' : 'down'}`;

function PhotoRow(props: {
  IdFestival: number;
  photo: FestivalImages['photos'][number];
  number: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const change = useChangePhotoCredit(props.IdFestival);
  const remove = useDeleteFestivalPhoto(props.IdFestival);
  const { photo, number } = props;
  const [credit, setCredit] = useState(photo.Credit);
  const [creditError, setCreditError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const save = async () => {
    const checked = ZFestivalPhotoRequest.safeParse({ Credit: credit });
    if (!checked.success) {
      setCreditError(checked.error.issues[0]?.message);
      return;
    }
    setCreditError(undefined);
    try {
      await change.mutateAsync({ IdPhoto: photo.Id, Credit: checked.data.Credit });
      notify.success(t('festivalSpace:profile.images.creditSaved'));
    } catch {
      // Shown under the row.
    }
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Image
        src={photo.Url}
        alt={t('festivalSpace:profile.images.photoAlt', { number, credit: photo.Credit })}
        w={120}
        h={80}
        fit="cover"
        radius="sm"
      />
      <Stack gap="xs" style={{ flex: '1 1 14rem' }}>
        <TextInput
          label={t('festivalSpace:profile.images.creditOf', { number })}
          required
          maxLength={FESTIVAL_PHOTO_CREDIT_MAX}
          value={credit}
          onChange={(event) => setCredit(event.currentTarget.value)}
          error={rule(creditError, { max: FESTIVAL_PHOTO_CREDIT_MAX })}
        />
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            onClick={save}
            loading={change.isPending}
            disabled={credit === photo.Credit}
          >
            {t('festivalSpace:profile.images.saveCredit', { number })}
          </Button>
          <ActionIcon
            id={moveId(photo.Id, -1)}
            variant="default"
            size="lg"
            disabled={props.first || props.busy}
            onClick={() => props.onMove(-1)}
            aria-label={t('festivalSpace:profile.images.moveUp', { number })}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            id={moveId(photo.Id, 1)}
            variant="default"
            size="lg"
            disabled={props.last || props.busy}
            onClick={() => props.onMove(1)}
            aria-label={t('festivalSpace:profile.images.moveDown', { number })}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <Button size="sm" variant="subtle" color="red.9" onClick={() => setConfirming(true)}>
            {t('festivalSpace:profile.images.removePhoto', { number })}
          </Button>
        </Group>
        {change.error && (
          <Alert color="red" role="alert">
            {errorMessage(change.error, t)}
          </Alert>
        )}
      </Stack>
      <ConfirmRemoval
        opened={confirming}
        title={t('festivalSpace:profile.images.removePhotoTitle', { number })}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={async () => {
          await remove.mutateAsync(photo.Id);
          notify.success(t('festivalSpace:profile.images.photoRemoved'));
          setConfirming(false);
        }}
      />
    </Group>
  );
}
