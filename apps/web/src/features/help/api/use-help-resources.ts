import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { listHelpCategories } from './list-help-categories.ts';
import { listHelpResources } from './list-help-resources.ts';
import { helpKeys } from './query-keys.ts';

/** The categories of one audience (filmmakers or festivals), for the resources page's topics. */
export function useHelpTopics(language: Language, type: HelpCategoryType) {
  return useQuery({
    queryKey: helpKeys.categories(language, type),
    queryFn: () => listHelpCategories(language, type),
    staleTime: 60_000,
  });
}

/** A category's questions and tutorials (signed in); off until a category is chosen. */
export function useHelpResources(language: Language, id: number | null) {
  return useQuery({
    queryKey: helpKeys.resources(language, id ?? 0),
    queryFn: () => listHelpResources(id ?? 0, language),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
