import { isLanguage, type Language } from '@shortlist/domain/languages';
import { type LanguageResources, registerCatalogues, registeredCatalogues } from '@shortlist/i18n/translate';

/**
 * Each language's catalogues are a chunk of their own (about 15 KB compressed each): a visit
 * loads only its language. Every language is complete (catalogues.test.ts), so no fallback
 * language is loaded beside it.
 */
const LOADERS: Record<Language, () => Promise<{ default: LanguageResources }>> = {
  en: () => import('@shortlist/i18n/catalogue-en'),
  fr: () => import('@shortlist/i18n/catalogue-fr'),
  es: () => import('@shortlist/i18n/catalogue-es'),
  it: () => import('@shortlist/i18n/catalogue-it'),
  pt: () => import('@shortlist/i18n/catalogue-pt'),
};

/**
 * The source of a language's catalogue module, as the build manifest names it: the server
 * preloads it with a server-rendered page, so the browser has it when it hydrates.
 */
export function catalogueSource(language: Language): string {
  return `../../packages/i18n/src/catalogue-${language}.ts`;
}

const loading = new Map<Language, Promise<void>>();

/** Loads and registers a language's catalogues; the same promise for every caller. */
export function loadCatalogues(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = registeredCatalogues(language)
      ? Promise.resolve()
      : LOADERS[language]().then(
          (module) => registerCatalogues(language, module.default),
          (error: unknown) => {
            loading.delete(language); // the next render tries again
            throw error;
          },
        );
    loading.set(language, promise);
  }
  return promise;
}

export function cataloguesLoaded(language: Language): boolean {
  return registeredCatalogues(language) !== undefined;
}

/** The language of a path (`/fr/...`), the default one when it names none. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : 'en';
}
