import { type Language, languageId } from './languages.ts';

/**
 * The translated label rule (spec §9): a label or text is shown in the reader's language, in
 * English when that language has none, and empty when it has no translation at all. The server
 * applies it in SQL (`coalesce(local, english, '')`, `platform/translations/translated-label.ts`)
 * and in code (`bestTranslation`); its tests check the SQL against this function.
 */
export const LABEL_FALLBACK_LANGUAGE: Language = 'en';

/** The language ids to read for `language`, preferred first (one id when it is English). */
export function labelLanguageIds(language: Language): number[] {
  return [...new Set([languageId(language), languageId(LABEL_FALLBACK_LANGUAGE)])];
}

/** Among the translations of one id, the one to show in `language`, if any. */
export function bestTranslation<T extends { IdLangue: number }>(
  translations: readonly T[],
  language: Language,
): T | undefined {
  const [wanted, fallback] = labelLanguageIds(language);
  return translations.find((t) => t.IdLangue === wanted) ?? translations.find((t) => t.IdLangue === fallback);
}
