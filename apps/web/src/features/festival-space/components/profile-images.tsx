import {
  Alert,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  FESTIVAL_IMAGE_KINDS,
  type FestivalImageKind,
  type FestivalImages,
} from '@shortlist/domain/festival-space/image-contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useFestivalImages } from '../api/get-festival-images.ts';
import { useRemoveFestivalImage } from '../api/remove-festival-image.ts';
import { useUploadFestivalImage } from '../api/upload-festival-image.ts';
import { ConfirmRemoval } from './image-removal-dialog.tsx';
import { ACCEPT, uploadError } from './image-upload-error.ts';
import { ProfilePhotos } from './profile-photos.tsx';

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
          <ProfilePhotos IdFestival={IdFestival} images={images.data} />
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
