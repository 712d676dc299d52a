import { ZDicoItem, ZFonction, ZLangueDico, ZPays, ZThematique } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client.ts';
import { useLanguage } from '../../i18n/current-route.ts';
import { dictionaryKeys } from './query-keys.ts';

/** Dictionaries with extra columns; every other name answers plain items (ZDicoItem). */
const ITEM_SCHEMAS = {
  pays: ZPays,
  'public/festivals/pays': ZPays,
  langue: ZLangueDico,
  thematique: ZThematique,
  fonction: ZFonction,
} as const;

type SpecialName = keyof typeof ITEM_SCHEMAS;
export type DictionaryItem<N extends string> = N extends SpecialName
  ? z.infer<(typeof ITEM_SCHEMAS)[N]>
  : z.infer<typeof ZDicoItem>;

function itemSchema(name: string): z.ZodType<unknown> {
  return name in ITEM_SCHEMAS ? ITEM_SCHEMAS[name as SpecialName] : ZDicoItem;
}

/** `GET /api/{name}/dico`: the items in `language`, parsed by the dictionary's own schema. */
export async function getDictionary<N extends string>(
  name: N,
  language: Language,
): Promise<DictionaryItem<N>[]> {
  const answer = await apiRequest<unknown>(`/api/${name}/dico`, { language });
  return z.array(itemSchema(name)).parse(answer) as DictionaryItem<N>[];
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
