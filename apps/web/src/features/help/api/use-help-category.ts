import type { HelpCategoryPage } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { listHelpArticles } from './list-help-articles.ts';
import { listHelpCategories } from './list-help-categories.ts';
import { helpKeys } from './query-keys.ts';

/**
 * A category page's data: the categories of its audience and this one's resources; null for an
 * unknown category (404), as data so the server can render the not-found page (server-routes.ts).
 */
export async function loadHelpCategory(id: number, language: Language): Promise<HelpCategoryPage | null> {
  try {
    const [forFilmmakers, resources] = await Promise.all([
      listHelpCategories(language),
      listHelpArticles(id, language),
    ]);
    // A festivals' category (20, linked from the workspace) lists the festivals' topics beside it.
    const categories = forFilmmakers.some((category) => category.Id === id)
      ? forFilmmakers
      : await listHelpCategories(language, 'festival');
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
