import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webPage } from '@shortlist/db/schema/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createFestivalTestApp, type FestivalTestApp } from '../test/festival-test-app.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', env: { PUBLIC_URL: 'https://shortlist.example' } });
});
afterAll(() => t.close());

describe('the SPA shell', () => {
  it('redirects / and /index.html to /en', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/en');
    }
  });

  it('renders /fr/festivals with its language, title, canonical and alternates', async () => {
    const response = await t.app.inject({ url: '/fr/festivals' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe('fr');
    const html = response.body;
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toMatch(/<title data-server-head>Festivals \| Shortlist<\/title>/);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]+" data-server-head \/>/);
    expect(html).toContain(
      '<link rel="canonical" href="https://shortlist.example/fr/festivals" data-server-head />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://shortlist.example/en/festivals" data-server-head />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="https://shortlist.example/es/festivales" data-server-head />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shortlist.example/en/festivals" data-server-head />',
    );
    expect(html).toContain('src="/assets/app-abc123.js"');
    expect(html).not.toContain('noindex');
  });

  it('answers 404 with the shell for an unknown language or page', async () => {
    for (const [url, lang] of [
      ['/de/anything', 'en'],
      ['/es/no-existe', 'es'],
      ['/fr/festivals/x/y/z/w', 'fr'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain('<meta name="robots" content="noindex" data-server-head />');
    }
  });

  it('answers 200 with the shell for a published free content page, 404 once unpublished', async () => {
    const [row] = await t.database.db
      .insert(webPage)
      .values({ IdLangue: 6, CleRoute: 'about-us', Route: '/en/about-us', Libelle: 'About us' })
      .returning({ Id: webPage.Id });
    expect((await t.app.inject({ url: '/en/about-us' })).statusCode).toBe(200);
    await t.database.db
      .update(webPage)
      .set({ IsActive: false })
      .where(eq(webPage.Id, row?.Id ?? 0));
    const hidden = await t.app.inject({ url: '/en/about-us' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('noindex');
  });

  it('keeps the query string on redirects', async () => {
    const response = await t.app.inject({ url: '/?embed=1' });
    expect(response.headers.location).toBe('/en?embed=1');
  });

  it('serves built files, hashed assets cached for a year', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await t.app.inject({ url: '/offline/en.html' });
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('says to build the web app when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'shortlist-dist-'));
    const app = await buildApp({ config: testConfig({ WEB_DIST: empty }), database: t.database });
    try {
      const response = await app.inject({ url: '/en' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});

describe('the per-address rate limit', () => {
  it('refuses API calls past RATE_LIMIT_PER_MINUTE but never the hashed build files', async () => {
    const app = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), database: t.database });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      }
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await app.inject({ url: '/api/pays/dico', headers: { culture: 'fr' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect((await app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('over real HTTP', () => {
  it('listens and answers the API and the shell', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${base}/es/festivales`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="es">');
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/en');
  });
});

describe('HEAD requests', () => {
  it('answer like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/fr/connexion' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('festival pages in the shell', () => {
  let festivals: FestivalTestApp;
  beforeAll(async () => {
    festivals = await createFestivalTestApp();
  });
  afterAll(() => festivals.close());

  it('answers 404 for an unknown festival, so crawlers do not index an empty page', async () => {
    for (const url of ['/fr/festival/99999-nowhere', '/en/festival/2147483648-x', '/en/festival/abc']) {
      const response = await festivals.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" data-server-head />');
    }
  });

  it('answers 200 for a festival that exists', async () => {
    const response = await festivals.app.inject({ url: '/en/festival/2-les-courts-de-nantes' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('noindex');
  });
});
