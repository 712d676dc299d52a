import { z } from 'zod';
import {
  DICO_ITEM,
  FONCTION_ITEM,
  type ItemColumn,
  type ItemColumns,
  LANGUE_ITEM,
  PAYS_ITEM,
  THEMATIQUE_ITEM,
} from './dictionary-items.ts';
import { TRANSLATION_CHUNK } from './dictionary-names.ts';
import { ZId } from './fields/ids.ts';

// The dictionary names and codes, and the items' columns, live in dictionary-names.ts and
// dictionary-items.ts (zod-free, for the web's public pages).
export * from './dictionary-items.ts';
export * from './dictionary-names.ts';

// A function per column, so that no two schemas share a zod instance (the OpenAPI document inlines each).
const ZOD_COLUMN = {
  int: () => z.number().int(),
  'optional int': () => z.number().int().optional(),
  string: () => z.string(),
  'two letters': () => z.string().length(2),
  boolean: () => z.boolean(),
  number: () => z.number(),
} as const satisfies Record<ItemColumn, () => z.ZodType>;

type ZodColumns<T extends ItemColumns> = { -readonly [K in keyof T]: ReturnType<(typeof ZOD_COLUMN)[T[K]]> };

/** The zod schema of an item's columns (dictionary-items.ts holds them, zod-free, for the web). */
function zodItem<T extends ItemColumns>(columns: T): z.ZodObject<ZodColumns<T>> {
  const shape = Object.fromEntries(Object.entries(columns).map(([key, kind]) => [key, ZOD_COLUMN[kind]()]));
  return z.object(shape as ZodColumns<T>);
}

/**
 * Dictionary items as the API returns them (spec §3, §7): the spec's field names, the label
 * already translated into the request's `culture`.
 */
export const ZDicoItem = zodItem(DICO_ITEM);
export type DicoItem = z.infer<typeof ZDicoItem>;

export const ZPays = zodItem(PAYS_ITEM);
export type Pays = z.infer<typeof ZPays>;

export const ZLangueDico = zodItem(LANGUE_ITEM);
export type LangueDico = z.infer<typeof ZLangueDico>;

export const ZThematique = zodItem(THEMATIQUE_ITEM);
export type Thematique = z.infer<typeof ZThematique>;

export const ZFonction = zodItem(FONCTION_ITEM);
export type Fonction = z.infer<typeof ZFonction>;

export const ZTraductionRequest = z.object({
  Items: z.array(ZId).min(1).max(TRANSLATION_CHUNK),
});
export const ZTraduction = z.object({
  Id: z.number().int(),
  IdLangue: z.number().int(),
  Libelle: z.string(),
});
export type Traduction = z.infer<typeof ZTraduction>;
