import { localizedPath, type RouteKey, type RouteParams } from '@shortlist/i18n/routes';
import { type LinkProps, Link as RouterLink } from 'react-router';
import { useLanguage } from './current-route.ts';

type Props = Omit<LinkProps, 'to'> & { route: RouteKey; params?: RouteParams };

/** A link to a route of the table, in the current language. */
export function LocalizedLink({ route, params, ...rest }: Props) {
  const language = useLanguage();
  return <RouterLink to={localizedPath(route, language, params)} {...rest} />;
}

export function useLocalizedPath(): (route: RouteKey, params?: RouteParams) => string {
  const language = useLanguage();
  return (route, params) => localizedPath(route, language, params);
}
