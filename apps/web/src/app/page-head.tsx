import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import type { RouteKey } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { useOrigin } from '../shared/render/render-context.ts';
import { HeadTags } from '../shared/seo/head-tags.tsx';

/** Pages that render their own head from their data (the festival's or film's name, a content page's SEO texts). */
const OWN_HEAD: readonly RouteKey[] = ['festival', 'film', 'helpCategory', 'webPage', ...CONTENT_PAGE_KEYS];

/** Title, description, canonical, hreflang and social tags of the current page, from the route table. */
export function PageHead() {
  const { key, language, params, routedLanguages } = useCurrentRoute();
  const origin = useOrigin();
  if (OWN_HEAD.includes(key)) return null;
  const head = pageHead({ key, language, params, routedLanguages, origin });
  return <HeadTags head={head} language={language} />;
}
