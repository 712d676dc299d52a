import type { Language } from '@shortlist/domain/language-list';
import { DEFAULT_LANGUAGE, DEFAULT_ROUTED_LANGUAGES } from '@shortlist/domain/language-list';
import type { RouteKey, RouteParams } from '@shortlist/i18n/routes';
import { createContext, useContext } from 'react';

/** What the URL resolved to; provided by the app's root route, read by pages and shared pieces. */
export type CurrentRoute = {
  language: Language;
  /** `notFound` also stands for a path that matches nothing. */
  key: RouteKey;
  params: RouteParams;
  routedLanguages: readonly Language[];
};

export const CurrentRouteContext = createContext<CurrentRoute>({
  language: DEFAULT_LANGUAGE,
  key: 'notFound',
  params: {},
  routedLanguages: DEFAULT_ROUTED_LANGUAGES,
});

export function useCurrentRoute(): CurrentRoute {
  return useContext(CurrentRouteContext);
}

export function useLanguage(): Language {
  return useContext(CurrentRouteContext).language;
}
