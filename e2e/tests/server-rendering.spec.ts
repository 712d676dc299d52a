import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signOut, signUp } from './accounts.ts';
import { expectValidJsonLd } from './json-ld.ts';
import { validateStructuredData } from './schema-org-validator.ts';

// Public pages rendered on the server (issue 11): their content, head and structured data are in
// the first HTML, read here by a browser with JavaScript off; then, with JavaScript on, the app
// hydrates that HTML without a mismatch and without asking the API again for what it was given.
// Expected names come from the API, so the test follows the demo catalogue.

type Card = { Nom: string; SmartName: string };
type Film = {
  titre: string | null;
  TitreOriginal: string;
  synopsis: string | null;
  directors: string[];
  credits: { displayName: string }[];
  photos: { IsPrincipal: boolean; urls: { fullhd: string } }[];
};
type Festival = {
  Nom: string;
  SmartName: string;
  sections: { Libelle: string; isClosed: boolean; currentFee: number | null }[];
  campaign: { FermetureCampagne: string | null } | null;
  timeZone: string;
};

async function apiJson<T>(request: APIRequestContext, url: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(url) : await request.post(url, { data: body });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A page as a crawler gets it: no script runs, so what shows was in the HTML. */
async function withoutJavaScript(browser: Browser, url: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(500);
    await run(page);
  } finally {
    await context.close();
  }
}

async function jsonLdOf(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

async function hreflangOf(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries: Record<string, string> = {};
  for (const link of await links.all()) {
    entries[(await link.getAttribute('hreflang')) ?? ''] = (await link.getAttribute('href')) ?? '';
  }
  return entries;
}

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

test.describe('without JavaScript', () => {
  test('home shows the last-days and new-call festivals, the site and its search box', async ({
    browser,
    request,
  }) => {
    const lastDays = await apiJson<Card[]>(request, '/api/public/festivals/last-date');
    const newCalls = await apiJson<Card[]>(request, '/api/public/festivals/new-call');
    expect(lastDays.length + newCalls.length).toBeGreaterThan(0);
    await withoutJavaScript(browser, '/fr', async (page) => {
      await expect(page).toHaveTitle(/Shortlist/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      for (const [id, cards] of [
        ['home-last-date', lastDays],
        ['home-new-call', newCalls],
      ] as const) {
        const list = page.locator(`section[aria-labelledby="${id}"]`);
        for (const card of cards) {
          await expect(list.getByRole('link', { name: card.Nom, exact: true })).toHaveAttribute(
            'href',
            `/fr/festival/${card.SmartName}`,
          );
        }
      }
      const base = origin(page);
      expect(await hreflangOf(page)).toEqual({
        en: `${base}/en`,
        fr: `${base}/fr`,
        es: `${base}/es`,
        'x-default': `${base}/en`,
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/fr`);
      const blocks = await jsonLdOf(page);
      expectValidJsonLd(blocks, ['Organization', 'WebSite']);
      const website = blocks.find((block) => (block as { '@type': string })['@type'] === 'WebSite') as {
        potentialAction: { target: { urlTemplate: string } };
      };
      expect(website.potentialAction.target.urlTemplate).toBe(`${base}/fr/festivals?q={search_term_string}`);
    });
  });

  test('the directory shows the first page of results for the filter in the URL', async ({
    browser,
    request,
  }) => {
    const all = await apiJson<{ items: Card[]; total: number }>(
      request,
      '/api/public/festivals/filter/0/12',
      {},
    );
    const open = await apiJson<{ items: Card[]; total: number }>(
      request,
      '/api/public/festivals/filter/0/12',
      { IsCampagneOuverte: true, sort: 'name' },
    );
    await withoutJavaScript(browser, '/en/festivals', async (page) => {
      await expect(page.getByTestId('festival-count')).toHaveText(`${all.total} festivals`);
      const cards = page.getByTestId('festival-card');
      await expect(cards).toHaveCount(all.items.length);
      for (const [index, card] of all.items.entries()) await expect(cards.nth(index)).toContainText(card.Nom);
    });
    await withoutJavaScript(browser, '/es/festivales?status=open&sort=name', async (page) => {
      await expect(page.getByTestId('festival-count')).toHaveText(`${open.total} festivales`);
      const cards = page.getByTestId('festival-card');
      await expect(cards).toHaveCount(open.items.length);
      for (const [index, card] of open.items.entries())
        await expect(cards.nth(index)).toContainText(card.Nom);
      const base = origin(page);
      expect(await hreflangOf(page)).toEqual({
        en: `${base}/en/festivals`,
        fr: `${base}/fr/festivals`,
        es: `${base}/es/festivales`,
        'x-default': `${base}/en/festivals`,
      });
    });
  });

  test('a festival page shows its name, sections and deadline, with a valid Festival in JSON-LD', async ({
    browser,
    request,
  }) => {
    const festival = await apiJson<Festival>(request, '/api/public/festivals/2');
    await withoutJavaScript(browser, `/en/festival/${festival.SmartName}`, async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(festival.Nom);
      for (const section of festival.sections) {
        await expect(page.locator('#sections')).toContainText(section.Libelle);
      }
      const closes = festival.campaign?.FermetureCampagne;
      if (closes) {
        // Deadlines are shown on the festival's clock (docs/decisions.md "Deadline times").
        const day = new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'medium',
          timeZone: festival.timeZone,
        }).format(new Date(closes));
        await expect(page.locator('main')).toContainText(day);
      }
      const base = origin(page);
      const url = `${base}/en/festival/${festival.SmartName}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(await hreflangOf(page)).toEqual({
        en: url,
        fr: `${base}/fr/festival/${festival.SmartName}`,
        es: `${base}/es/festival/${festival.SmartName}`,
        'x-default': url,
      });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'event');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
      const [data] = (await jsonLdOf(page)) as { name: string; offers?: { name: string }[] }[];
      expectValidJsonLd([data], ['Festival']);
      expect(data?.name).toBe(festival.Nom);
      const open = festival.sections.filter((section) => !section.isClosed && section.currentFee !== null);
      expect((data?.offers ?? []).map((offer) => offer.name)).toEqual(open.map((section) => section.Libelle));
    });
  });

  test('a demo film page shows its title, synopsis and credits, with a valid Movie in JSON-LD', async ({
    browser,
    request,
  }) => {
    // The demo catalogue publishes a few films (packages/db/src/seed/demo/films-data.ts).
    const film = await apiJson<Film>(request, '/api/public/films/the-last-tide');
    const french = (await (
      await request.get('/api/public/films/the-last-tide', { headers: { culture: 'fr' } })
    ).json()) as Film;
    await withoutJavaScript(browser, '/en/film/the-last-tide', async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Last Tide');
      await expect(page.locator('main')).toContainText(film.TitreOriginal);
      await expect(page.locator('main')).toContainText(film.synopsis ?? 'a synopsis');
      for (const director of film.directors) await expect(page.locator('main')).toContainText(director);
      const base = origin(page);
      const url = `${base}/en/film/the-last-tide`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(await hreflangOf(page)).toEqual({
        en: url,
        fr: `${base}/fr/film/the-last-tide`,
        es: `${base}/es/pelicula/the-last-tide`,
        'x-default': url,
      });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.movie');
      const principal = film.photos.find((photo) => photo.IsPrincipal);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${base}${principal?.urls.fullhd}`,
      );
      const [data] = (await jsonLdOf(page)) as { name: string; director?: { name: string }[] }[];
      expectValidJsonLd([data], ['Movie']);
      expect(data?.name).toBe('The Last Tide');
    });
    // Each language's page shows the film's title in that language.
    await withoutJavaScript(browser, '/fr/film/the-last-tide', async (page) => {
      expect(french.titre).toBe('La Dernière Marée');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Dernière Marée');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
    // Its principal photo is served (the demo draws it: it stores no file).
    const photo = await request.get(film.photos.find((p) => p.IsPrincipal)?.urls.fullhd ?? '/none');
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
  });

  test('a short festival address leads to its canonical one, and an unknown festival is a 404', async ({
    request,
  }) => {
    const festival = await apiJson<Festival>(request, '/api/public/festivals/2');
    const short = await request.get('/fr/festival/2', { maxRedirects: 0 });
    expect(short.status()).toBe(301);
    expect(short.headers().location).toBe(`/fr/festival/${festival.SmartName}`);
    const unknown = await request.get('/en/festival/99999-nowhere');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex" data-server-head />');
  });

  test('home, a festival page and a film page, as a plain HTTP client gets them, pass a schema.org validator from npm', async ({
    request,
  }) => {
    const festival = await apiJson<Festival>(request, '/api/public/festivals/2');
    const pages = [
      { url: '/en', types: ['Organization', 'WebSite'] },
      { url: `/en/festival/${festival.SmartName}`, types: ['Festival'] },
      { url: '/en/film/the-last-tide', types: ['Movie'] },
    ];
    for (const { url, types } of pages) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const outcome = await validateStructuredData(await response.text(), types);
      for (const type of types) expect(outcome.schemas, url).toContain(type);
      expect(
        outcome.failed.map((test) => `${test.group ?? ''}: ${test.description ?? test.test}`),
        url,
      ).toEqual([]);
    }
  });

  test("content pages show the content system's heading, texts and SEO description", async ({
    browser,
    request,
  }) => {
    type WebPage = { Id: number; Libelle: string; SeoDescription: string | null };
    for (const path of ['/en/how-it-works', '/fr/charte-ethique', '/es/precios']) {
      const found = await apiJson<WebPage>(request, '/api/wpage', { Data: path });
      const blocks = await apiJson<{ Contenu: string }[]>(request, `/api/wpage/${found.Id}/wbloc`);
      // The first words of the introduction, as the markup's first paragraph writes them.
      const opening = (blocks[0]?.Contenu ?? '').split('\n')[0]?.replace(/\*\*|\[|\]\([^)]*\)/g, '') ?? '';
      await withoutJavaScript(browser, path, async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.Libelle);
        await expect(page.getByRole('article')).toContainText(opening.slice(0, 40));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          found.SeoDescription ?? '',
        );
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      });
    }
  });

  test('a help category shows its questions and the other topics', async ({ browser, request }) => {
    const categories = await apiJson<{ Id: number; Libelle: string }[]>(request, '/api/help/categorie');
    const questions = await apiJson<{ Libelle: string }[]>(request, '/api/help/categorie/10/articles');
    await withoutJavaScript(browser, '/en/help/category/10', async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories[0]?.Libelle ?? '');
      for (const question of questions)
        await expect(page.locator('summary', { hasText: question.Libelle })).toHaveCount(1);
      for (const category of categories) {
        await expect(
          page.getByRole('navigation').getByRole('link', { name: category.Libelle }),
        ).toBeVisible();
      }
    });
  });
});

/** Console errors and warnings of a page, and uncaught errors: a hydration mismatch shows in one of them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The 404 page's own document status, not a problem of the page.
    if (text.startsWith('Failed to load resource') && text.includes('404')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The page has hydrated (page-hydration.ts marks <html>). */
async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const HYDRATED_PAGES = [
  '/en',
  '/fr/festivals',
  '/es/festivales?status=open&sort=fee',
  '/en/festival/2-les-courts-de-nantes',
  '/fr/festival/2-les-courts-de-nantes',
  '/en/how-it-works',
  '/fr/aide/categorie/10',
  '/es/pelicula/the-last-tide',
  '/en/no-such-page',
];

test('public pages hydrate without a mismatch, and ask the API nothing the server gave them', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/public/images/')) calls.push(path);
  });
  for (const url of HYDRATED_PAGES) {
    calls.length = 0;
    await page.goto(url);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems, url).toEqual([]);
    // Already in the page: the configuration, the session and the page's own lists.
    expect(
      calls.filter((call) =>
        /^\/api\/(config|ping|wpage|help|public\/festivals\/(last-date|new-call|filter|\d+))/.test(call),
      ),
      url,
    ).toEqual([]);
  }
  await page.goto('/en');
  await expectHydrated(page);
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  // Hydrated: a link navigates in the page (a full load would not keep the marker).
  await page.getByRole('banner').getByRole('link', { name: 'Festivals' }).first().click();
  await expect(page).toHaveURL(/\/en\/festivals$/);
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(problems).toEqual([]);
});

test('a signed-in visitor gets the public pages rendered with their session, hydrated cleanly', async ({
  page,
  request,
  browser,
}) => {
  const problems = collectProblems(page);
  const email = `ssr-${Date.now()}@example.com`;
  await signUp(page, request, email, 'Sh0rtlist!Films');
  for (const url of ['/en', '/en/festivals', '/en/festival/2-les-courts-de-nantes']) {
    await page.goto(url);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems, url).toEqual([]);
  }
  // The server rendered the signed-in header (a crawler-like browser with the same cookies).
  const cookies = await page.context().cookies();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies(cookies);
    const noScript = await context.newPage();
    const response = await noScript.goto('/en/festivals');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(noScript.getByRole('banner').getByRole('link', { name: 'Log out' }).first()).toBeAttached();
  } finally {
    await context.close();
  }
  await signOut(page);
});
