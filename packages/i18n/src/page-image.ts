import type { Language } from '@shortlist/domain/language-list';
import { translate } from './translate.ts';

/**
 * The site's social card (apps/web/public/social-card.png, 1200 × 630): link previews look broken
 * without a picture, and every social network's validator asks for one with its alt text.
 */
export const SITE_IMAGE_PATH = '/social-card.png';

/** A page's own picture (a film's photo, a festival's banner), described by the page's title. */
export function ownPageImage(options: { language: Language; image: string; title: string }) {
  const { language, image, title } = options;
  return {
    image,
    imageAlt: translate({ language, namespace: 'seo', key: 'pageImageAlt', values: { title } }),
  };
}
