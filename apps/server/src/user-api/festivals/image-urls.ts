/** Public path of a stored festival image (logo, cover, banner, photo, label), or null without a file. */
export const FESTIVAL_IMAGES_PATH = '/api/public/images/festivals';

export function festivalImageUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  return `${FESTIVAL_IMAGES_PATH}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
