import type { HelpCategoryPage } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { listHelpCategories } from './list-help-categories.ts';
import { listHelpResources } from './list-help-resources.ts';
import { helpKeys } from './query-keys.ts';

/**
 * A category page's data: the categories and this one's resources, asked together; null for an
 * unknown category (404), as data so the server can render the not-found page (server-routes.ts).
 */
export async function loadHelpCategory(id: number, language: Language): Promise<HelpCategoryPage | null> {
  try {
    const [categories, resources] = await Promise.all([
      listHelpCategories(language),
      listHelpResources(id, language),
    ]);
    return { categories, resources };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useHelpCategory(id: number, language: Language) {
  return useQuery({
    queryKey: helpKeys.category(language, id),
    queryFn: () => loadHelpCategory(id, language),
    staleTime: 60_000,
  });
}
