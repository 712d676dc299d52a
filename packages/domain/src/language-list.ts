// The interface languages and their rules, without zod: the web shell imports them on every page.

/** Interface languages. Ids are the spec's language dictionary ids (§3). */
export const LANGUAGES = {
  en: { id: 6, iso2: 'en', locale: 'en-GB' },
  fr: { id: 13, iso2: 'fr', locale: 'fr-FR' },
  es: { id: 19, iso2: 'es', locale: 'es-ES' },
  it: { id: 33, iso2: 'it', locale: 'it-IT' },
  pt: { id: 9, iso2: 'pt', locale: 'pt-PT' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const ALL_LANGUAGES = Object.keys(LANGUAGES) as Language[];

/** Languages with routes by default (docs/decisions.md); it and pt can be routed by configuration alone. */
export const DEFAULT_ROUTED_LANGUAGES: Language[] = ['en', 'fr', 'es'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in LANGUAGES;
}

export function languageId(language: Language): number {
  return LANGUAGES[language].id;
}

export function languageFromId(id: number): Language | undefined {
  return ALL_LANGUAGES.find((l) => LANGUAGES[l].id === id);
}

/**
 * Reads the `culture` header of spec §7 ("fr", "fr-FR", "es-ES", ...) and falls back to the default.
 */
export function languageFromCulture(culture: string | undefined | null): Language {
  const code = (culture ?? '').trim().slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
