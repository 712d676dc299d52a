import { type DictionaryItemOf, parseDictionaryItems } from '@shortlist/domain/dictionary-items';
import type { Language } from '@shortlist/domain/language-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { useLanguage } from '../../i18n/current-route.ts';
import { dictionaryKeys } from './query-keys.ts';

export type DictionaryItem<N extends string> = DictionaryItemOf<N>;

/**
 * `GET /api/{name}/dico`: the items in `language`, checked against the dictionary's columns. The
 * columns are the ones the domain's zod schemas are built from, checked without zod: every public
 * page reads dictionaries after hydration (the maintenance check, the directory's filters, a
 * festival's criteria), and zod would add 22 KB to each (bench/log/2026-11-to-12.md).
 */
export async function getDictionary<N extends string>(
  name: N,
  language: Language,
): Promise<DictionaryItem<N>[]> {
  return parseDictionaryItems(name, await apiRequest<unknown>(`/api/${name}/dico`, { language }));
}

/** Dictionaries never change during a visit: fetched once per language and kept. */
export function dictionaryQuery<N extends string>(name: N, language: Language) {
  return queryOptions({
    queryKey: dictionaryKeys.one(name, language),
    queryFn: () => getDictionary(name, language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** A dictionary in the current language: `useDictionary('pays')` answers countries. */
export function useDictionary<N extends string>(name: N) {
  const language = useLanguage();
  return useQuery(dictionaryQuery(name, language));
}
