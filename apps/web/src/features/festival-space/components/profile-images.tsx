import {
  Alert,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FESTIVAL_IMAGE_KINDS,
  FESTIVAL_PHOTO_CREDIT_MAX,
  type FestivalImageKind,
  type FestivalImages,
  ZFestivalPhotoRequest,
} from '@shortlist/domain/festival-space/image-contracts';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAddFestivalPhoto } from '../api/add-festival-photo.ts';
import { useChangePhotoCredit } from '../api/change-photo-credit.ts';
import { useDeleteFestivalPhoto } from '../api/delete-festival-photo.ts';
import { useFestivalImages } from '../api/get-festival-images.ts';
import { useRemoveFestivalImage } from '../api/remove-festival-image.ts';
import { useUploadFestivalImage } from '../api/upload-festival-image.ts';

/** The types the server takes (it reads the type from the bytes; this only filters the picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's own sentence for a refused upload (it names the size limit or the dimensions). */
function uploadError(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    const field = error.fields[0]?.message;
    return field && !/^[A-Z_]+$/.test(field) ? field : error.message || errorMessage(error, t);
  }
  return errorMessage(error, t);
}

/**
 * The festival's logo, cover, banner and photos with credits (issue 33). Each change is saved at
 * once by its own call, apart from the profile's form; a removal asks first.
 */
export function ProfileImages({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const images = useFestivalImages(IdFestival);
  return (
    <Fieldset legend={t('festivalSpace:profile.images.title')} mb="lg">
      <Text size="sm" c="dimmed" mb="sm">
        {t('festivalSpace:profile.images.lead')}
      </Text>
      {images.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={120} />
        </Stack>
      ) : images.isError ? (
        <RetryAlert title={t('festivalSpace:profile.images.loadError')} onRetry={() => images.refetch()} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FESTIVAL_IMAGE_KINDS.map((kind) => (
              <ImageSlot key={kind} IdFestival={IdFestival} kind={kind} image={images.data[kind]} />
            ))}
          </SimpleGrid>
          <Photos IdFestival={IdFestival} images={images.data} />
        </Stack>
      )}
    </Fieldset>
  );
}

function ImageSlot(props: { IdFestival: number; kind: FestivalImageKind; image: FestivalImages['Logo'] }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const upload = useUploadFestivalImage(props.IdFestival);
  const remove = useRemoveFestivalImage(props.IdFestival);
  const [confirming, setConfirming] = useState(false);
  const { kind, image } = props;
  const headingId = `festival-image-${kind}`;

  const send = async (file: File | null) => {
    if (!file) return;
    remove.reset();
    try {
      await upload.mutateAsync({ kind, file });
      notify.success(t('festivalSpace:profile.images.uploaded'));
    } catch {
      // Shown under the image.
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Text fw={500} id={headingId}>
        {t(`festivalSpace:profile.images.kinds.${kind}`)}
      </Text>
      {image ? (
        <Image
          src={image.Url}
          alt={t('festivalSpace:profile.images.preview', {
            kind: t(`festivalSpace:profile.images.kinds.${kind}`),
          })}
          h={120}
          fit="contain"
          radius="sm"
          bg="gray.1"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('festivalSpace:profile.images.none')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={send} accept={ACCEPT}>
          {(button) => (
            <Button {...button} variant="light" size="sm" loading={upload.isPending}>
              {t(`festivalSpace:profile.images.${image ? 'replace' : 'upload'}.${kind}`)}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button variant="subtle" color="red.9" size="sm" onClick={() => setConfirming(true)}>
            {t(`festivalSpace:profile.images.remove.${kind}`)}
          </Button>
        )}
      </Group>
      {upload.error && (
        <Alert color="red" role="alert">
          {uploadError(upload.error, t)}
        </Alert>
      )}
      <ConfirmRemoval
        opened={confirming}
        title={t(`festivalSpace:profile.images.removeTitle.${kind}`)}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={async () => {
          upload.reset();
          await remove.mutateAsync(kind);
          notify.success(t('festivalSpace:profile.images.removed'));
          setConfirming(false);
        }}
      />
    </Stack>
  );
}

/** A removal's confirmation: nothing is removed until the manager says so. */
function ConfirmRemoval(props: {
  opened: boolean;
  title: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:profile.images.removeWarning')}</Text>
        {props.error ? (
          <Alert color="red" role="alert">
            {errorMessage(props.error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('festivalSpace:profile.images.keep')}
          </Button>
          <Button
            color="red.9"
            loading={props.pending}
            onClick={() => props.onConfirm().catch(() => undefined)}
          >
            {t('festivalSpace:profile.images.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Photos({ IdFestival, images }: { IdFestival: number; images: FestivalImages }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const add = useAddFestivalPhoto(IdFestival);
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
      {images.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('festivalSpace:profile.images.noPhotos')}
        </Text>
      ) : (
        <Stack gap="md">
          {images.photos.map((photo, index) => (
            <PhotoRow key={photo.Id} IdFestival={IdFestival} photo={photo} number={index + 1} />
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

function PhotoRow(props: { IdFestival: number; photo: FestivalImages['photos'][number]; number: number }) {
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
