import type { RouteKey } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { HeadTags } from '../shared/seo/head-tags.tsx';

/** Pages that render their own head from their data (the festival's name, city, smart-name URL). */
const OWN_HEAD: readonly RouteKey[] = ['festival'];

/** Title, description, canonical, hreflang and social tags of the current page, from the route table. */
export function PageHead() {
  const { key, language, params, routedLanguages } = useCurrentRoute();
  if (OWN_HEAD.includes(key)) return null;
  const head = pageHead({ key, language, params, routedLanguages, origin: window.location.origin });
  return <HeadTags head={head} language={language} />;
}
