import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';

/** Query keys of the help centre: one per category page and language, and the signed-in resources. */
export const helpKeys = {
  category: (language: Language, id: number) => ['help', 'category', language, id] as const,
  categories: (language: Language, type: HelpCategoryType) => ['help', 'categories', language, type] as const,
  resources: (language: Language, id: number) => ['help', 'resources', language, id] as const,
  search: (language: Language, type: HelpCategoryType, query: string) =>
    ['help', 'search', language, type, query] as const,
};
