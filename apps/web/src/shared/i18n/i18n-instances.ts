import type { Language } from '@shortlist/domain/languages';
import {
  type Catalogue,
  DEFAULT_NAMESPACE,
  NAMESPACES,
  type Namespace,
  registeredCatalogues,
} from '@shortlist/i18n/translate';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, created synchronously from its registered catalogues
 * (catalogue-loader.ts loads them before the first render of a language). The language comes
 * from the URL, so switching instance (rather than calling changeLanguage in an effect) renders
 * the right language on the very first paint.
 */
export function i18nFor(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  const resources = registeredCatalogues(language);
  const english = registeredCatalogues('en');
  instance.use(initReactI18next).init({
    resources: {
      ...(resources ? { [language]: resources } : {}),
      ...(english && language !== 'en' ? { en: english } : {}),
    },
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Namespaces loaded later (addNamespaces) render at once where they are used.
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
  });
  // Not kept before its catalogues are there: it would keep showing keys once they load.
  if (resources) instances.set(language, instance);
  return instance;
}

/** Gives a language's instance, once created, the namespaces loaded after it (catalogue-loader.ts). */
export function addNamespaces(
  language: Language,
  entries: readonly (readonly [Namespace, Catalogue])[],
): void {
  const instance = instances.get(language);
  if (!instance) return;
  for (const [namespace, catalogue] of entries) {
    instance.addResourceBundle(language, namespace, catalogue, true, true);
  }
}
