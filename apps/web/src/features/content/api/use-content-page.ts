import type { ContentPage } from '@shortlist/domain/content/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { findContentPage } from './find-content-page.ts';
import { listContentBlocks } from './list-content-blocks.ts';
import { contentKeys } from './query-keys.ts';

/**
 * The page a path leads to (a content route's or a free page's), then its blocks; null when the
 * content system has no such page (404), as data rather than an error so the server can render
 * the not-found page and hand it on (server-routes.ts).
 */
export async function loadContentPage(path: string, language: Language): Promise<ContentPage | null> {
  try {
    const page = await findContentPage(path, language);
    return { page, blocks: await listContentBlocks(page.Id, language) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useContentPage(path: string, language: Language) {
  return useQuery({
    queryKey: contentKeys.page(path),
    queryFn: () => loadContentPage(path, language),
    staleTime: 60_000,
  });
}
