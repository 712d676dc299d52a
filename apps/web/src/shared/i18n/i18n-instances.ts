import type { Language } from '@shortlist/domain/languages';
import { CATALOGUES, DEFAULT_NAMESPACE, NAMESPACES } from '@shortlist/i18n/catalogues';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, created synchronously with every catalogue. The language
 * comes from the URL, so switching instance (rather than calling changeLanguage in an effect)
 * renders the right language on the very first paint.
 */
export function i18nFor(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: CATALOGUES,
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}
