import type { Language } from '@shortlist/domain/languages';
import { ROUTE_KEYS, type RouteKey, routeDefinition } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';

/** Paths of the APIs and development tools: nothing there is a page. */
const NOT_PAGES = ['/api/', '/order-api/', '/dev/'];
/** Festival logos and banners are served under the API; image search and link previews need them. */
const PUBLIC_UNDER_API = ['/api/public/images/'];

/**
 * The part of a route path before its first parameter: `cart/confirm/:id` -> `cart/confirm/`,
 * `dashboard` -> `dashboard`. A robots rule is a prefix, so it covers the whole route.
 */
function staticPrefix(path: string): string {
  const param = path.indexOf(':');
  return param === -1 ? path : path.slice(0, param);
}

/**
 * Pages no search engine should visit: signed-in screens, one-time links (password, activation,
 * login change, unsubscribe, login by token), logout and the other pages the head marks noindex,
 * in every routed language, with their aliases. The 404 page is left out: it is never linked.
 */
function privatePrefixes(routedLanguages: readonly Language[]): string[] {
  const keys = ROUTE_KEYS.filter((key: RouteKey) => {
    if (key === 'notFound') return false;
    // Any value fills the parameters: only the route decides whether a page is indexed.
    const names = routeDefinition(key).paths.en.match(/(?<=:)\w+/g) ?? [];
    const params = Object.fromEntries(names.map((name) => [name, '1']));
    return pageHead({ key, language: 'en', params, routedLanguages }).noindex;
  });
  const prefixes = new Set<string>();
  for (const key of keys) {
    const definition = routeDefinition(key);
    if (definition.root) {
      prefixes.add(`/${staticPrefix(definition.paths.en)}`);
      continue;
    }
    for (const language of routedLanguages) {
      const paths = [definition.paths[language], ...(definition.aliases?.[language] ?? [])];
      for (const path of paths) prefixes.add(`/${language}/${staticPrefix(path)}`);
    }
  }
  // `/en/cart` already covers `/en/cart/checkout`.
  const all = [...prefixes];
  return all.filter((prefix) => !all.some((other) => other !== prefix && prefix.startsWith(other))).sort();
}

/**
 * `/robots.txt`: public pages allowed, account and one-time pages and the APIs disallowed, and
 * the sitemap's address. Crawlers apply the longest matching rule, so the `Allow` of public
 * images under `/api/` wins over `Disallow: /api/`.
 */
export function robotsTxt(options: { origin: string; routedLanguages: readonly Language[] }): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_UNDER_API.map((path) => `Allow: ${path}`),
    ...NOT_PAGES.map((path) => `Disallow: ${path}`),
    ...privatePrefixes(options.routedLanguages).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
