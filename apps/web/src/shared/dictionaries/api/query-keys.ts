import type { Language } from '@shortlist/domain/languages';
import type { QueryClient } from '@tanstack/react-query';

export const dictionaryKeys = {
  all: ['dictionary'] as const,
  one: (name: string, language: Language) => ['dictionary', name, language] as const,
};

/** Forgets every cached dictionary (on logout, spec §2, or when a user's language changes). */
export function clearDictionaries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: dictionaryKeys.all });
}
