import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { LogStream } from '../platform/logging.ts';
import { NOW } from '../test/festival-test-app.ts';
import { insertAccount, signInAs } from '../test/test-accounts.ts';
import { testConfig } from '../test/test-app.ts';

// The server's side of server rendering, with a stand-in for the web's server bundle
// (test/fixtures/web-dist-ssr/server/entry-server.js) that prints the data it is handed: the
// real use cases answer it, the head, state and preload links go into the HTML, and a redirect,
// a browser-only page or a failing render are answered as such. The real bundle is checked end to
// end in e2e/tests/server-rendering.spec.ts.

const WEB_DIST = fileURLToPath(new URL('../test/fixtures/web-dist-ssr', import.meta.url));

let app: FastifyInstance;
let close: () => Promise<void>;
const logs: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const logStream: LogStream = { write: (line: string) => logs.push(line) };
  app = await buildApp({
    config: testConfig({ WEB_DIST, PUBLIC_URL: 'https://shortlist.example', LOG_LEVEL: 'error' }),
    database,
    now: () => NOW,
    logStream,
  });
  await insertAccount({ database }, 'ada@example.com');
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

/** As the stand-in bundle escapes text. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const items = (cards: { Nom: string }[]) => cards.map((card) => `<li>${escapeText(card.Nom)}</li>`).join('');

function textOf(html: string, id: string): string {
  return new RegExp(`<([a-z0-9]+) id="${id}">([\\s\\S]*?)</\\1>`).exec(html)?.[2] ?? '';
}

describe('a server-rendered page', () => {
  it('is rendered from what the public API answers, with the head and the state in the HTML', async () => {
    const page = await app.inject({ url: '/en/festivals', headers: { cookie: 'festival_filter=x' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
    const html = page.body;

    const festival = (
      await app.inject({ url: '/api/public/festivals/2', headers: { culture: 'en' } })
    ).json();
    const lastDays = (
      await app.inject({ url: '/api/public/festivals/last-date', headers: { culture: 'en' } })
    ).json();
    const directory = (
      await app.inject({
        method: 'POST',
        url: '/api/public/festivals/filter/0/12',
        headers: { culture: 'en' },
        payload: {},
      })
    ).json();
    expect(textOf(html, 'last-days')).toBe(items(lastDays));
    expect(textOf(html, 'directory')).toBe(items(directory.items));
    expect(lastDays.length).toBeGreaterThan(0);
    expect(textOf(html, 'total')).toBe(String(directory.total));
    expect(html).toContain(`<h1>${escapeText(festival.Nom)}</h1>`);
    expect(textOf(html, 'missing')).toBe('true');
    expect(textOf(html, 'who')).toBe('visitor');
    expect(textOf(html, 'cookie')).toBe('festival_filter=x');
    expect(textOf(html, 'config')).toBe('en,fr,es');

    expect(html).toContain(`<title data-server-head>${festival.Nom} | Shortlist</title>`);
    expect(html).toContain('<meta property="og:type" content="event" data-server-head />');
    expect(html).toContain(
      '<meta property="og:image" content="https://shortlist.example/cover.jpg" data-server-head />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-server-head />');
    expect(html).toContain(
      '<link rel="canonical" href="https://shortlist.example/en/festivals" data-server-head />',
    );
    // JSON in the page cannot close its script element.
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain(
      '<script data-server-head type="application/ld+json">{"@context":"https://schema.org","@type":"Festival","name":"\\u003c/script\\u003e',
    );
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? '')).toEqual({ routeKey: 'home', note: '</script><script>alert(2)</script>' });
    expect(html).toMatch(/<div id="root"><main>/);
  });

  it('preloads the page chunk and its CSS, not what index.html already loads', async () => {
    const html = (await app.inject({ url: '/en/festivals' })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-abc123.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-abc123.css" />');
    expect(html.match(/shared-abc123\.js/g)).toHaveLength(1);
    expect(html.match(/app-abc123\.js/g)).toHaveLength(1);
  });

  it('answers the status the page decided, 404 for a missing festival', async () => {
    const page = await app.inject({ url: '/fr/festivals?festival=99998' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-language']).toBe('fr');
    expect(page.body).toContain('<meta name="robots" content="noindex" data-server-head />');
  });

  it('renders a signed-in visitor their own page, kept out of shared caches', async () => {
    const signed = await signInAs(app, 'ada@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/compte/add-favoris',
      headers: signed.headers,
      payload: { IdFestival: 2 },
    });
    const page = await app.inject({ url: '/en/festivals', headers: { cookie: signed.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(textOf(page.body, 'who')).toBe('ada@example.com');
    expect(textOf(page.body, 'favourites')).toBe('2');
    const stranger = await app.inject({
      url: '/en/festivals',
      headers: { cookie: 'sl_session=not-a-session' },
    });
    expect(textOf(stranger.body, 'who')).toBe('visitor');
    expect(stranger.headers['cache-control']).toBe('no-cache');
  });

  it('answers the redirect the page asked for, with its status', async () => {
    const page = await app.inject({ url: '/en/moved' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/en/festivals');
  });

  it('sends the shell for a page rendered in the browser, and when rendering fails', async () => {
    const shell = await app.inject({ url: '/en/dashboard' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).not.toContain('server-state');
    expect(shell.body).toContain('<title data-server-head>Dashboard | Shortlist</title>');

    const broken = await app.inject({ url: '/en/broken' });
    expect(broken.statusCode).toBe(404);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(logs.join('\n')).toContain('server rendering failed');
  });

  it('never serves the server bundle or the build manifest as files', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('export async function render');
    }
    expect((await app.inject({ url: '/assets/page-abc123.js' })).statusCode).toBe(200);
  });
});
