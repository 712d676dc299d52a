import { z } from 'zod';
import { TRANSLATION_CHUNK } from './dictionary-names.ts';
import { ZId } from './fields/ids.ts';

// The dictionary names and codes live in dictionary-names.ts (zod-free, for the web's first load).
export * from './dictionary-names.ts';

/**
 * Dictionary items as the API returns them (spec §3, §7): the spec's field names, the label
 * already translated into the request's `culture`.
 */
export const ZDicoItem = z.object({
  Id: z.number().int(),
  Libelle: z.string(),
  Ordre: z.number().int().optional(),
});
export type DicoItem = z.infer<typeof ZDicoItem>;

export const ZPays = ZDicoItem.extend({
  Iso2: z.string().length(2),
  IsCee: z.boolean(),
  TauxTaxe: z.number(),
  PrefixeTelephone: z.string(),
});
export type Pays = z.infer<typeof ZPays>;

export const ZLangueDico = ZDicoItem.extend({
  Iso2: z.string(),
  IsLangueSite: z.boolean(),
  IsActif: z.boolean(),
});
export type LangueDico = z.infer<typeof ZLangueDico>;

export const ZThematique = ZDicoItem.extend({ IdGroupe: z.number().int(), LibelleGroupe: z.string() });
export type Thematique = z.infer<typeof ZThematique>;

export const ZFonction = ZDicoItem.extend({ Code: z.number().int() });
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
