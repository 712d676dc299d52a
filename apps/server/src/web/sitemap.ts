import type { Db } from '@shortlist/db/client';
import { DEFAULT_LANGUAGE, type Language } from '@shortlist/domain/languages';
import { alternatePaths, localizedPath } from '@shortlist/i18n/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../platform/escape-html.ts';
import { robotsTxt } from './robots.ts';
import { SITEMAP_SOURCES, type SitemapPage, type SitemapSource } from './sitemap-sources.ts';

/** The sitemaps protocol's limit of URLs in one file; past it `/sitemap.xml` becomes an index. */
export const URLS_PER_SITEMAP = 50_000;

/** Crawlers read these rarely; an hour keeps repeated reads off the database. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

type SiteAddresses = { origin: string; routedLanguages: readonly Language[] };

/**
 * The `<url>` elements of the pages: one per page and routed language, each listing the page in
 * every routed language and `x-default` as `xhtml:link` alternates (the same set as the page
 * head's hreflang links), so search engines group the translations.
 */
export function sitemapUrls(pages: readonly SitemapPage[], site: SiteAddresses): string[] {
  const urls: string[] = [];
  const link = (hrefLang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(site.origin + path)}"/>`;
  for (const page of pages) {
    if ('versions' in page) {
      // A free page: the languages it is written in and routed, x-default on English (else the first).
      const versions = page.versions.filter((version) => site.routedLanguages.includes(version.language));
      const fallback = versions.find((version) => version.language === DEFAULT_LANGUAGE) ?? versions[0];
      const alternates = [
        ...versions.map((version) => link(version.language, version.path)),
        ...(fallback ? [link('x-default', fallback.path)] : []),
      ].join('');
      for (const version of versions) {
        urls.push(`<url><loc>${escapeHtml(site.origin + version.path)}</loc>${alternates}</url>`);
      }
      continue;
    }
    const alternates = alternatePaths(page.key, page.params, site.routedLanguages)
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeHtml(site.origin + a.path)}"/>`,
      )
      .join('');
    for (const language of site.routedLanguages) {
      const loc = escapeHtml(site.origin + localizedPath(page.key, language, page.params));
      urls.push(`<url><loc>${loc}</loc>${alternates}</url>`);
    }
  }
  return urls;
}

export function urlSetXml(urls: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

export type CrawlerFilesOptions = SiteAddresses & {
  db: Db;
  /** Tests lower it to check the split into an index. */
  urlsPerSitemap?: number;
  sources?: readonly SitemapSource[];
};

/**
 * `/robots.txt`, `/sitemap.xml` and, past `urlsPerSitemap` URLs, its parts `/sitemap-<n>.xml`
 * listed by `/sitemap.xml` as a sitemap index. Kept out of the OpenAPI document: they are for
 * crawlers, not API clients.
 */
export async function registerCrawlerFiles(
  app: FastifyInstance,
  options: CrawlerFilesOptions,
): Promise<void> {
  const limit = options.urlsPerSitemap ?? URLS_PER_SITEMAP;
  const sources = options.sources ?? SITEMAP_SOURCES;
  const allUrls = async () => {
    const pages = (await Promise.all(sources.map((source) => source(options.db)))).flat();
    return sitemapUrls(pages, options);
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', CRAWLER_FILE_CACHE).type('application/xml; charset=utf-8').send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ origin: options.origin, routedLanguages: options.routedLanguages })),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = await allUrls();
    if (urls.length <= limit) return xml(reply, urlSetXml(urls));
    const parts = Math.ceil(urls.length / limit);
    const locations = Array.from({ length: parts }, (_, i) => `${options.origin}/sitemap-${i + 1}.xml`);
    return xml(reply, sitemapIndexXml(locations));
  });

  app.get<{ Params: { part: string } }>(
    '/sitemap-:part',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
      if (part === undefined) return reply.callNotFound();
      const urls = await allUrls();
      const start = (Number(part) - 1) * limit;
      // A single sitemap has no parts; a part past the end does not exist.
      if (urls.length <= limit || start >= urls.length) return reply.callNotFound();
      return xml(reply, urlSetXml(urls.slice(start, start + limit)));
    },
  );
}
