/**
 * The sizes every stored image is served in (spec §3 enumerations: origin, full HD, HD ready,
 * thumbnail), and `medium`, ours: a phone's banner slot is some 700 device pixels wide, between
 * the thumbnail (too small) and HD ready (twice the pixels it needs). `origin` is the file as
 * stored; the others fit inside their box, keeping the image's proportions and never enlarging it.
 */
export const IMAGE_SIZES = ['origin', 'fullhd', 'hdready', 'medium', 'thumbnail'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const IMAGE_SIZE_BOX: Readonly<
  Record<Exclude<ImageSize, 'origin'>, { width: number; height: number }>
> = {
  fullhd: { width: 1920, height: 1080 },
  hdready: { width: 1280, height: 720 },
  medium: { width: 800, height: 450 },
  thumbnail: { width: 400, height: 400 },
};

/** Public path of the festival images (logo, cover, banner, photos, labels) on this server. */
export const FESTIVAL_IMAGES_PATH = '/api/public/images/festivals';

/** What a festival image is served as: the stored file's own format, or WebP made from it. */
export type ImageFormat = 'stored' | 'webp';

/** The suffix that asks for the WebP made from a stored image (`banner.jpg.webp`). */
export const WEBP_SUFFIX = '.webp';

/**
 * The URL of a stored festival image in one size (`file` is the value of Logo, Couverture,
 * Banniere, Fichier or Img), or null without a file. The web builds `srcset`s with it.
 */
export function festivalImageUrl(
  file: string | null | undefined,
  size: ImageSize,
  format: ImageFormat = 'stored',
): string | null {
  if (!file) return null;
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `${FESTIVAL_IMAGES_PATH}/size/${size}/${path}${format === 'webp' ? WEBP_SUFFIX : ''}`;
}
