import { webPage } from '@shortlist/db/schema/content';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { aideCategorie } from '@shortlist/db/schema/help';
import { DEMO_FILMS } from '@shortlist/db/seed/demo/films-data';
// The demo catalogue holds every content page (seed/demo/demo-content-pages.ts).
import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { DEFAULT_ROUTED_LANGUAGES } from '@shortlist/domain/languages';
import { matchLocalizedPath, requiresAuth, routeDefinition } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';
import { count, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp } from '../test/festival-test-app.ts';
import { FILM_CREATE_BODY } from '../test/film-bodies.ts';
import { insertAccount, signInAs } from '../test/test-accounts.ts';
import { registerCrawlerFiles } from './sitemap.ts';
import { STATIC_PAGE_KEYS } from './sitemap-sources.ts';

const ORIGIN = 'https://shortlist.example';
let t: FestivalTestApp;
let festivals = 0;
let helpCategories = 0;
beforeAll(async () => {
  t = await createFestivalTestApp({ PUBLIC_URL: ORIGIN });
  const [row] = await t.database.db.select({ n: count() }).from(festival);
  festivals = row?.n ?? 0;
  const [help] = await t.database.db
    .select({ n: count() })
    .from(aideCategorie)
    .where(eq(aideCategorie.IdType, 'user'));
  helpCategories = help?.n ?? 0;
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const urlElements = (xml: string) => xml.match(/<url>.*?<\/url>/g) ?? [];

describe('/sitemap.xml', () => {
  it('lists home, the directory, the content pages, every festival and public film in every routed language', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(festivals).toBeGreaterThanOrEqual(60);
    const languages = DEFAULT_ROUTED_LANGUAGES.length;
    // The demo catalogue's public films too (seed/demo/films-data.ts).
    expect(urlElements(xml)).toHaveLength(
      (STATIC_PAGE_KEYS.length + CONTENT_PAGE_KEYS.length + helpCategories + festivals + DEMO_FILMS.length) *
        languages,
    );
    const all = locs(xml);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en`,
        `${ORIGIN}/fr/festivals`,
        `${ORIGIN}/es/festivales`,
        `${ORIGIN}/fr/comment-ca-marche`,
        `${ORIGIN}/es/politica-de-privacidad`,
        `${ORIGIN}/en/festival/2-les-courts-de-nantes`,
        `${ORIGIN}/fr/festival/2-les-courts-de-nantes`,
      ]),
    );
    expect(all.filter((loc) => loc.includes('/festival/'))).toHaveLength(festivals * languages);
  });

  it('gives each URL its alternates in every routed language and x-default, as the page head does', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const entry = urlElements(xml).find((url) => url.includes(`<loc>${ORIGIN}/es/festivales</loc>`));
    expect(entry).toBeDefined();
    const alternates = [
      ...(entry ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ];
    const head = pageHead({ key: 'festivals', language: 'es', origin: ORIGIN });
    expect(alternates.map((m) => ({ hrefLang: m[1], href: m[2] }))).toEqual(head.alternates);
    for (const url of urlElements(xml).filter((u) => !/about-us|a-propos/.test(u))) {
      expect(url.match(/<xhtml:link /g)).toHaveLength(4);
    }
  });

  it('lists a free page once per active version, with its versions as alternates', async () => {
    const { db } = t.database;
    const rows = await db
      .insert(webPage)
      .values([
        { IdLangue: 6, CleRoute: 'about-us', Route: '/en/about-us', Libelle: 'About us' },
        { IdLangue: 13, CleRoute: 'about-us', Route: '/fr/a-propos', Libelle: 'À propos' },
        { IdLangue: 6, CleRoute: 'draft', Route: '/en/draft', Libelle: 'Draft', IsActive: false },
      ])
      .returning({ Id: webPage.Id });
    try {
      const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
      expect(locs(xml).filter((loc) => /about-us|a-propos|draft/.test(loc))).toEqual([
        `${ORIGIN}/en/about-us`,
        `${ORIGIN}/fr/a-propos`,
      ]);
      const entry = urlElements(xml).find((url) => url.includes(`<loc>${ORIGIN}/fr/a-propos</loc>`)) ?? '';
      expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
        ['en', `${ORIGIN}/en/about-us`],
        ['fr', `${ORIGIN}/fr/a-propos`],
        ['x-default', `${ORIGIN}/en/about-us`],
      ]);
    } finally {
      await db.delete(webPage).where(
        inArray(
          webPage.Id,
          rows.map((row) => row.Id),
        ),
      );
    }
  });

  it('lists only pages that answer 200 and are indexed', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const loc of locs(xml)) {
      const path = loc.slice(ORIGIN.length);
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('noindex');
    }
  });

  it('keeps only public, indexed pages without parameters among the fixed pages', () => {
    for (const key of STATIC_PAGE_KEYS) {
      expect(requiresAuth(key), key).toBe(false);
      expect(pageHead({ key, language: 'en' }).noindex, key).toBe(false);
      expect(routeDefinition(key).paths.en, key).not.toContain(':');
      expect(routeDefinition(key).redirectTo, key).toBeUndefined();
    }
  });
});

describe('a sitemap past its URL limit', () => {
  const limit = 25;
  let small: ReturnType<typeof Fastify>;
  beforeAll(async () => {
    small = Fastify();
    await registerCrawlerFiles(small, {
      db: t.database.db,
      origin: ORIGIN,
      routedLanguages: DEFAULT_ROUTED_LANGUAGES,
      urlsPerSitemap: limit,
    });
  });
  afterAll(() => small.close());

  it('becomes an index of parts that together hold every URL once', async () => {
    const full = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    const index = await small.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(index.body).not.toContain('<urlset');
    const parts = locs(index.body);
    expect(parts).toHaveLength(Math.ceil(full.length / limit));
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const collected: string[] = [];
    for (const part of parts) {
      const response = await small.inject({ url: part.slice(ORIGIN.length) });
      expect(response.statusCode, part).toBe(200);
      expect(response.body).toContain('<urlset');
      const urls = locs(response.body).filter((loc) => !loc.includes('/sitemap-'));
      expect(urls.length).toBeLessThanOrEqual(limit);
      collected.push(...urls);
    }
    expect(collected).toEqual(full);
  });

  it('answers 404 for a part that does not exist', async () => {
    const parts = Math.ceil(
      ((STATIC_PAGE_KEYS.length + CONTENT_PAGE_KEYS.length + helpCategories + festivals + DEMO_FILMS.length) *
        3) /
        limit,
    );
    for (const url of ['/sitemap-0.xml', `/sitemap-${parts + 1}.xml`, '/sitemap-1.txt', '/sitemap-x.xml']) {
      expect((await small.inject({ url })).statusCode, url).toBe(404);
    }
    // Under the limit there are no parts at all.
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows public pages, disallows the APIs and account pages, and points to the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/order-api/',
      '/dev/',
      '/en/dashboard',
      '/fr/tableau-de-bord',
      '/es/panel',
      '/en/profile',
      '/fr/panier',
      '/en/password-change/',
      '/fr/activer/',
      '/es/darse-de-baja/',
      '/fr/accounting/orders',
      '/login-by-token/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
  });

  it('disallows no page of the sitemap and every signed-in page', async () => {
    const lines = (await t.app.inject({ url: '/robots.txt' })).body.split('\n');
    const rules = (kind: string) =>
      lines.filter((line) => line.startsWith(`${kind}: `)).map((line) => line.slice(kind.length + 2));
    const disallowed = rules('Disallow');
    const allowed = rules('Allow');
    // The longest matching rule wins, as search engines read it.
    const isAllowed = (path: string) => {
      const longest = (list: string[]) =>
        Math.max(-1, ...list.filter((r) => path.startsWith(r)).map((r) => r.length));
      return longest(allowed) >= longest(disallowed);
    };
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const loc of locs(xml)) expect(isAllowed(loc.slice(ORIGIN.length)), loc).toBe(true);
    expect(isAllowed('/api/public/images/festivals/logo-2.png')).toBe(true);
    expect(isAllowed('/api/public/festivals/2')).toBe(false);
    for (const path of [
      '/en/dashboard',
      '/fr/films/0/creation',
      '/es/carrito/pago',
      '/en/profile/addresses',
    ]) {
      const match = matchLocalizedPath(path, DEFAULT_ROUTED_LANGUAGES);
      expect(match.kind === 'route' && requiresAuth(match.key), path).toBe(true);
      expect(isAllowed(path), path).toBe(false);
    }
  });
});

describe('public films in the sitemap', () => {
  it('lists each public film at its custom URL or id in every language, never a private or protected one', async () => {
    await insertAccount(t, 'films@example.com');
    const owner = await signInAs(t.app, 'films@example.com');
    const newFilm = async (publication: object) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/films',
        headers: owner.headers,
        payload: FILM_CREATE_BODY,
      });
      const id = (created.json() as { Id: number }).Id;
      await t.database.db
        .update(film)
        .set({ DateExpirationSuperTimbre: new Date('2031-01-01') })
        .where(eq(film.Id, id));
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/films/${id}/publication`,
        headers: owner.headers,
        payload: publication,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return id;
    };
    await newFilm({ Publication: 1, Shortname: 'sitemap-pier' });
    const byId = await newFilm({ Publication: 1 });
    const hidden = await newFilm({ Publication: 0, Shortname: 'sitemap-hidden' });
    await newFilm({ Publication: 2, Shortname: 'sitemap-locked', MotDePasse: 'open-sesame' });

    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const films = locs(xml).filter((loc) => /\/(film|pelicula|filme)\//.test(loc));
    // The demo catalogue's public films are listed too (seed/demo/films-data.ts).
    const demo = DEMO_FILMS.flatMap((f) => [
      `${ORIGIN}/en/film/${f.Shortname}`,
      `${ORIGIN}/fr/film/${f.Shortname}`,
      `${ORIGIN}/es/pelicula/${f.Shortname}`,
    ]);
    expect(films.sort()).toEqual(
      [
        ...demo,
        `${ORIGIN}/en/film/sitemap-pier`,
        `${ORIGIN}/fr/film/sitemap-pier`,
        `${ORIGIN}/es/pelicula/sitemap-pier`,
        `${ORIGIN}/en/film/${byId}`,
        `${ORIGIN}/fr/film/${byId}`,
        `${ORIGIN}/es/pelicula/${byId}`,
      ].sort(),
    );
    expect(xml).not.toContain('sitemap-hidden');
    expect(xml).not.toContain(`/film/${hidden}<`);
    expect(xml).not.toContain('sitemap-locked');
    const entry = urlElements(xml).find((url) => url.includes(`<loc>${ORIGIN}/fr/film/sitemap-pier</loc>`));
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/en/film/sitemap-pier`],
      ['fr', `${ORIGIN}/fr/film/sitemap-pier`],
      ['es', `${ORIGIN}/es/pelicula/sitemap-pier`],
      ['x-default', `${ORIGIN}/en/film/sitemap-pier`],
    ]);
  });
});
