import type { DicoItem } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/client.ts';
import { useLanguage } from '../../i18n/current-route.ts';
import type { ITEM_SCHEMAS, SpecialName } from './dictionary-schemas.ts';
import { dictionaryKeys } from './query-keys.ts';

export type DictionaryItem<N extends string> = N extends SpecialName
  ? z.infer<(typeof ITEM_SCHEMAS)[N]>
  : DicoItem;

/** `GET /api/{name}/dico`: the items in `language`, parsed by the dictionary's own schema. */
export async function getDictionary<N extends string>(
  name: N,
  language: Language,
): Promise<DictionaryItem<N>[]> {
  const [answer, { dictionaryListSchema }] = await Promise.all([
    apiRequest<unknown>(`/api/${name}/dico`, { language }),
    // The schemas, and zod with them, load with the first dictionary call (bench/README.md).
    import('./dictionary-schemas.ts'),
  ]);
  return dictionaryListSchema(name).parse(answer) as DictionaryItem<N>[];
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
