import { isContentPageKey } from '@shortlist/domain/content/placements';
import type { Language } from '@shortlist/domain/languages';
import { localizedPath, type RouteKey, type RouteParams } from '@shortlist/i18n/routes';

/** Query keys of the content pages: one per path (its language prefix included), the page with its blocks. */
export const contentKeys = {
  page: (path: string) => ['content', path] as const,
};

/**
 * The path a content page is asked by (`POST wpage {Data}`): a content route's path in the
 * language, or a free page's own; undefined for any other route.
 */
export function contentPagePath(key: RouteKey, language: Language, params: RouteParams): string | undefined {
  if (key === 'webPage') return params.path;
  return isContentPageKey(key) ? localizedPath(key, language) : undefined;
}
