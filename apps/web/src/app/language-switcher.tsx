import { isLanguage } from '@shortlist/domain/language-list';
import { localizedPath, switchLanguagePath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { freePageVersion } from '../features/content/api/free-page-version.ts';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { LightNativeSelect } from '../shared/ui/light-native-select.tsx';

/**
 * Changes the language and keeps the page (`/en/sign-in` -> `/fr/connexion`), query included. A
 * light look-alike of Mantine's NativeSelect: it is on every public page (light-native-select.tsx).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { key, language, params, routedLanguages } = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <LightNativeSelect
      aria-label={t('language')}
      value={language}
      data={routedLanguages.map((code) => ({ value: code, label: t(`languageNames.${code}`) }))}
      onChange={(event) => {
        const target = event.currentTarget.value;
        if (!isLanguage(target) || target === language) return;
        if (key === 'webPage') {
          // A free page has the versions its operator wrote: that one, else the home page.
          const version = freePageVersion(queryClient, params.path ?? '', target);
          navigate(version ?? localizedPath('home', target));
          return;
        }
        const path = switchLanguagePath(location.pathname, target, routedLanguages);
        navigate(path + location.search + location.hash);
      }}
    />
  );
}
