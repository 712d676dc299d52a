/**
 * Every plain dictionary, by the path segment of its `{name}/dico` call. Countries, languages,
 * themes and functions carry extra columns and have their own schemas in dictionaries.ts.
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
