import type { ContentPageKey } from '@shortlist/domain/content/placements';
import type { Language } from '@shortlist/domain/languages';

/** Query keys of the content pages: one per page and language, the page with its blocks. */
export const contentKeys = {
  page: (language: Language, key: ContentPageKey) => ['content', language, key] as const,
};
