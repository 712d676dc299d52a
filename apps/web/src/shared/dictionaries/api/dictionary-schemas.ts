import { ZDicoItem, ZFonction, ZLangueDico, ZPays, ZThematique } from '@shortlist/domain/dictionaries';
import { z } from 'zod';

/**
 * Dictionaries with extra columns; every other name answers plain items (ZDicoItem). A module of
 * its own so get-dictionary.ts loads it, and zod, with the first dictionary call rather than with
 * every page.
 */
export const ITEM_SCHEMAS = {
  pays: ZPays,
  'public/festivals/pays': ZPays,
  langue: ZLangueDico,
  thematique: ZThematique,
  fonction: ZFonction,
} as const;

export type SpecialName = keyof typeof ITEM_SCHEMAS;

/** The schema of a dictionary's answer: a list of its items. */
export function dictionaryListSchema(name: string): z.ZodType<unknown[]> {
  return z.array(name in ITEM_SCHEMAS ? ITEM_SCHEMAS[name as SpecialName] : ZDicoItem);
}
