import { z } from 'zod';
import { ZId } from './fields/ids.ts';

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

/**
 * Every plain dictionary, by the path segment of its `{name}/dico` call. Countries, languages,
 * themes and functions carry extra columns and have their own schemas above.
 */
export const PLAIN_DICTIONARIES = [
  'civilite',
  'categorie',
  'genre',
  'procede',
  'ratio',
  'son',
  'framerate',
  'prise-vue',
  'support-captation',
  'support-proj',
  'tech-animation',
  'logiciel',
  'activite',
] as const;
export type PlainDictionary = (typeof PLAIN_DICTIONARIES)[number];

/** Dictionaries whose emptiness puts the site into maintenance mode (spec §4). */
export const REQUIRED_DICTIONARIES = ['pays', 'langue', 'categorie'] as const;

/** Function codes of spec §3. */
export const FONCTION = { realisateur: 1, production: 30, vendeur: 31, contact: 50 } as const;

/** Translation calls take ids in chunks of 200 (spec §9). */
export const TRANSLATION_CHUNK = 200;
export const ZTraductionRequest = z.object({
  Items: z.array(ZId).min(1).max(TRANSLATION_CHUNK),
});
export const ZTraduction = z.object({
  Id: z.number().int(),
  IdLangue: z.number().int(),
  Libelle: z.string(),
});
export type Traduction = z.infer<typeof ZTraduction>;
