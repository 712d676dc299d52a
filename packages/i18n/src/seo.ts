import { DEFAULT_ROUTED_LANGUAGES, type Language } from '@shortlist/domain/language-list';
import { SITE_IMAGE_PATH } from './page-image.ts';
import { alternatePaths, localizedPath, type RouteKey, type RouteParams, routeDefinition } from './routes.ts';
import { homeStructuredData, type JsonLd } from './structured-data.ts';
import { translate } from './translate.ts';

export type PageHead = {
  language: Language;
  /** The full document title, e.g. "Sign in | Shortlist". */
  title: string;
  /** The page's own title, e.g. "Sign in" (also its visible heading on placeholder pages). */
  heading: string;
  description: string;
  /** Absolute when `origin` is given, otherwise a path. */
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  /** Pages a search engine should not list (404, private, one-time links, maintenance). */
  noindex: boolean;
  /** Open Graph type: `website`, or what the page is about (`event` for a festival). */
  ogType: 'website' | 'event' | 'video.movie';
  /** The page's picture for social cards: its own, else the site's card (`SITE_IMAGE_PATH`). */
  image: string;
  /** What the picture shows, for readers who cannot see it (og:image:alt, twitter:image:alt). */
  imageAlt: string;
  /** schema.org JSON-LD blocks (`structured-data.ts`), written in the head. */
  jsonLd: JsonLd[];
};

const NOINDEX: RouteKey[] = [
  'notFound',
  'maintenance',
  'passwordChange',
  'activate',
  'updateLogin',
  'unsubscribe',
  'logout',
  'loginByToken',
  'vimeoCallback',
];

/**
 * Title, description, canonical and hreflang links of a page, from the `seo` namespace. Pure, so
 * the server renders the same head in the initial HTML as the web renders after it starts.
 */
export function pageHead(options: {
  key: RouteKey;
  language: Language;
  params?: RouteParams;
  routedLanguages?: readonly Language[];
  /** e.g. `https://shortlist.example`; without it links are paths. */
  origin?: string;
}): PageHead {
  const { key, language, params = {}, routedLanguages = DEFAULT_ROUTED_LANGUAGES, origin = '' } = options;
  const heading = translate({ language, namespace: 'seo', key: `routes.${key}.title` });
  const title =
    key === 'home'
      ? `${translate({ language, namespace: 'seo', key: 'siteName' })}: ${heading}`
      : translate({ language, namespace: 'seo', key: 'titleTemplate', values: { title: heading } });
  const definition = routeDefinition(key);
  const canonical = origin + localizedPath(key, language, params);
  // A free content page's alternates are its own versions (the page's head sets them).
  const alternates =
    definition.root || definition.contentFallback
      ? []
      : alternatePaths(key, params, routedLanguages).map((a) => ({
          hrefLang: a.hrefLang,
          href: origin + a.path,
        }));
  return {
    language,
    title,
    heading,
    description: translate({ language, namespace: 'seo', key: `routes.${key}.description` }),
    canonical,
    alternates,
    noindex: NOINDEX.includes(key) || definition.auth === true,
    ogType: 'website',
    image: origin + SITE_IMAGE_PATH,
    imageAlt: translate({ language, namespace: 'seo', key: 'siteImageAlt' }),
    jsonLd: key === 'home' ? homeStructuredData({ language, origin, url: canonical }) : [],
  };
}
