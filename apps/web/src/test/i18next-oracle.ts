import type { Language } from '@shortlist/domain/language-list';
import { CATALOGUES } from '@shortlist/i18n/catalogues';
import { DEFAULT_NAMESPACE, NAMESPACES } from '@shortlist/i18n/translate';
import { createInstance, type i18n } from 'i18next';

/**
 * The oracle: i18next, configured as the web configured it before our translator and `Trans`
 * replaced it and react-i18next (issue 11), with every catalogue of the language and English to
 * fall back on. The i18n tests compare ours with it.
 */
export function i18nextOracle(language: Language): i18n {
  const instance = createInstance();
  void instance.init({
    resources: { [language]: CATALOGUES[language], en: CATALOGUES.en },
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
