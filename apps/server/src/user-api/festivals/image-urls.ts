import {
  FESTIVAL_IMAGES_PATH,
  type ImageSize,
  festivalImageUrl as sizedUrl,
} from '@shortlist/domain/festivals/image-sizes';

/**
 * Public path of a stored festival image (logo, cover, banner, photo, label), or null without a
 * file. With a size, the path names it (`/size/thumbnail/...`, see `image-sizes.ts`); without
 * one, it is the older unsized path, which serves the stored file itself.
 */
export function festivalImageUrl(file: string | null | undefined, size?: ImageSize): string | null {
  if (!file) return null;
  if (size) return sizedUrl(file, size);
  return `${FESTIVAL_IMAGES_PATH}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
