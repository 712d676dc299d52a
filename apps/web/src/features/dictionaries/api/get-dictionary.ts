import type { DicoItem } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';

const ROOT_KEY = 'dictionary';

export function getDictionary<T extends DicoItem>(name: string, language: Language): Promise<T[]> {
  return apiRequest<T[]>(`/api/${name}/dico`, { language });
}

/** Dictionaries never change during a visit: fetched once per language and kept. */
export function dictionaryQuery<T extends DicoItem = DicoItem>(name: string, language: Language) {
  return queryOptions({
    queryKey: [ROOT_KEY, name, language],
    queryFn: () => getDictionary<T>(name, language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** A dictionary (`GET /api/{name}/dico`) in the current language: `useDictionary<Pays>('pays')`. */
export function useDictionary<T extends DicoItem = DicoItem>(name: string) {
  const language = useLanguage();
  return useQuery(dictionaryQuery<T>(name, language));
}

/** Forgets every cached dictionary (on logout, spec §2, or when a user's language changes). */
export function clearDictionaries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [ROOT_KEY] });
}
