import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { FILM_CREATION_BODY } from './film-creation.ts';
import { gotoHydrated } from './hydration.ts';
import { expectValidJsonLd } from './json-ld.ts';
import { uploadPhoto, uploadSubtitles, uploadVideo } from './public-film-media.ts';
import { validateStructuredData } from './schema-org-validator.ts';

// The public film page rendered on the server (issues 11 and 12): a crawler that runs no
// JavaScript reads the film, its head and its schema.org Movie; a protected film shows only its
// password form; a private one is a 404; with JavaScript the page hydrates without a mismatch,
// a CSP violation or a second request for the film.

type Films = { shown: string; locked: string; hidden: number };
let films: Films;

/** Three films of a new filmmaker: public with a custom URL, protected, private. */
async function makeFilms(page: Page, request: APIRequestContext): Promise<Films> {
  const suffix = Date.now().toString(36);
  await signUp(page, request, `films-ssr-${suffix}@example.com`, 'Sh0rtlist!Films');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sl_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const api = page.request;
  const film = async (publication: object, title: string) => {
    const created = await api.post('/api/films', {
      headers,
      data: { ...FILM_CREATION_BODY, TitreOriginal: title },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { Id: number }).Id;
    expect((await api.post(`/api/dev/films/${id}/superstamp`, { headers })).ok()).toBe(true);
    const saved = await api.put(`/api/films/${id}/publication`, { headers, data: publication });
    expect(saved.status(), await saved.text()).toBe(200);
    return id;
  };
  const shown = `jetee-${suffix}`;
  const locked = `locked-${suffix}`;
  await film({ Publication: 1, Shortname: shown }, 'La Jetée du soir');
  await film({ Publication: 2, Shortname: locked, MotDePasse: 'open-sesame' }, 'Secret Harbour');
  const hidden = await film({ Publication: 0 }, 'Private Pier');
  return { shown, locked, hidden };
}

test.beforeAll(async ({ browser, request }) => {
  const context = await browser.newContext();
  films = await makeFilms(await context.newPage(), request);
  await context.close();
});

/** A page as a crawler gets it: no script runs, so what shows was in the HTML. */
async function withoutJavaScript(
  browser: Browser,
  url: string,
  run: (page: Page, status: number) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    await run(page, response?.status() ?? 0);
  } finally {
    await context.close();
  }
}

test('a public film shows its title and facts with its head and a valid Movie, without JavaScript', async ({
  browser,
}) => {
  await withoutJavaScript(browser, `/fr/film/${films.shown}`, async (page, status) => {
    expect(status).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Jetée du soir');
    await expect(page).toHaveTitle('La Jetée du soir (2024) | Shortlist');
    const base = new URL(page.url()).origin;
    const url = `${base}/fr/film/${films.shown}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    const hreflang: Record<string, string | null> = {};
    for (const link of await alternates.all())
      hreflang[(await link.getAttribute('hreflang')) ?? ''] = await link.getAttribute('href');
    expect(hreflang).toEqual({
      en: `${base}/en/film/${films.shown}`,
      fr: url,
      es: `${base}/es/pelicula/${films.shown}`,
      'x-default': `${base}/en/film/${films.shown}`,
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /La Jetée du soir/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.movie');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /La Jetée du soir/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expectValidJsonLd(blocks, ['Movie']);
    expect(blocks[0]).toMatchObject({
      name: 'La Jetée du soir',
      url,
      duration: 'PT12M30S',
      dateCreated: '2024-03',
      countryOfOrigin: { '@type': 'Country' },
    });
  });
});

test('the HTML a plain HTTP client gets is accepted by a schema.org validator from npm', async ({
  request,
}) => {
  // What `curl` receives: no browser, no script. The validator finds the Movie in JSON-LD and the
  // Open Graph and Twitter tags the social presets ask for.
  const response = await request.get(`/en/film/${films.shown}`);
  expect(response.status()).toBe(200);
  const outcome = await validateStructuredData(await response.text(), ['Movie']);
  expect(outcome.schemas).toContain('Movie');
  expect(outcome.failed.map((test) => `${test.group ?? ''}: ${test.description ?? test.test}`)).toEqual([]);
  // The film has no photo: its preview shows the site's card, which the server does serve.
  const image = (await response.text()).match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});

test('the film id leads to its custom URL, with the tab in the language of the page', async ({ request }) => {
  const film = (await (await request.get(`/api/public/films/${films.shown}`)).json()) as { Id: number };
  const response = await request.get(`/es/pelicula/${film.Id}/creditos`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/es/pelicula/${films.shown}/creditos`);
});

test('a protected film shows only its password form, and a private one is not found', async ({ browser }) => {
  await withoutJavaScript(browser, `/en/film/${films.locked}`, async (page, status) => {
    expect(status).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This film is protected');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await page.content()).not.toContain('Secret Harbour');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
  await withoutJavaScript(browser, `/en/film/${films.hidden}`, async (page, status) => {
    expect(status).toBe(404);
    expect(await page.content()).not.toContain('Private Pier');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the film page hydrates cleanly (no mismatch, no CSP error), then unlocks a protected film', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A CSP refusal (zod compiling a schema with `new Function`, say) may log nothing: listen for it.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = window as { cspViolations?: string[] };
      store.cspViolations = [
        ...(store.cspViolations ?? []),
        `${event.violatedDirective} ${event.blockedURI}`,
      ];
    });
  });
  const violations = () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? []);
  const filmCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/films/')) filmCalls.push(request.url());
  });
  for (const url of [
    `/en/film/${films.shown}`,
    `/fr/film/${films.shown}/generique`,
    `/en/film/${films.locked}`,
  ]) {
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    expect(problems, url).toEqual([]);
    expect(filmCalls, url).toEqual([]);
  }
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('open-sesame');
  await page.getByRole('button', { name: 'See the film' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secret Harbour');
  expect(problems).toEqual([]);
  // The unlock's answer was parsed by its zod schema in the page.
  expect(await violations()).toEqual([]);
});

test('a page loads the catalogues of its language only, preloaded by its HTML', async ({ page }) => {
  // One chunk per language and namespace (`catalogue-es-films-<hash>.js`): the languages loaded.
  const loaded: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/catalogue-([a-z]{2})-[a-z]+-/.exec(request.url())?.[1];
    if (name) loaded.push(name);
  });
  const catalogues = () => [...new Set(loaded)];
  const response = await gotoHydrated(page, `/es/pelicula/${films.shown}`);
  expect(await response?.text()).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/catalogue-es-films-[^"]+\.js"/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Jetée du soir');
  expect(catalogues()).toEqual(['es']);
  // Another language is loaded when the visitor goes to it.
  await page.getByRole('combobox').first().selectOption('fr');
  await expect(page).toHaveURL(new RegExp(`/fr/film/${films.shown}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Jetée du soir');
  expect(catalogues()).toEqual(['es', 'fr']);
});

// Issue 32, the public film page: the trailer plays (limited sharing), the film too with a
// SuperStamp (full sharing) and never without one; the hero is a landscape still even when the
// principal photo is a portrait poster; the share button copies the page's address; the laurels
// of the film's career show; all of it axe-clean and within 360 px.

/** A visitor's browser: the clipboard allowed, and no system share sheet (as on Linux desktops). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  return context;
}

/** Plays the video of this type from its poster button and waits until time runs in it. */
async function expectPlays(page: Page, type: 'trailer' | 'film') {
  await page.getByRole('button', { name: type === 'trailer' ? 'Play the trailer' : 'Play the film' }).click();
  const video = page.getByTestId(`public-video-${type}`);
  await expect(video).toHaveAttribute('src', /^\/api\/media\/videos\/\d+\?exp=/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);
  return video;
}

/** The hero's image is wider than tall and covers its band (cropped, never stretched). */
async function expectLandscapeHero(page: Page) {
  const hero = page.getByTestId('film-hero');
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shape = await hero.evaluate((img: HTMLImageElement) => ({
    landscape: img.naturalWidth > img.naturalHeight,
    fit: getComputedStyle(img).objectFit,
  }));
  expect(shape).toEqual({ landscape: true, fit: 'cover' });
}

async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('without a SuperStamp the trailer plays with its subtitles and the film is never exposed; the hero is a landscape still; the link is copied', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  await signUp(page, request, `trailer-${suffix}@example.com`, 'Sh0rtlist!Trailer');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sl_csrf')?.value ?? '';
  const api = page.request;
  const created = await api.post('/api/films', {
    headers: { 'x-csrf-token': csrf },
    data: { ...FILM_CREATION_BODY, TitreOriginal: 'Marée basse' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const filmId = ((await created.json()) as { Id: number }).Id;
  const shortname = `maree-${suffix}`;
  const saved = await api.put(`/api/films/${filmId}/publication`, {
    headers: { 'x-csrf-token': csrf },
    data: { Publication: 1, Shortname: shortname },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The principal photo is a portrait poster; a landscape still comes second.
  await uploadPhoto(api, { csrf, filmId, type: 'poster', width: 600, height: 900, principal: true });
  await uploadPhoto(api, { csrf, filmId, type: 'film', width: 1280, height: 720, principal: false });
  for (const type of ['trailer', 'film'] as const) await uploadVideo(api, { csrf, filmId, type });
  await uploadSubtitles(api, { csrf, filmId, type: 'trailer' });

  const context = await visitor(browser);
  try {
    const guest = await context.newPage();
    const url = `/en/film/${shortname}`;
    await gotoHydrated(guest, url);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Marée basse');
    await expectLandscapeHero(guest);

    // Limited sharing: the trailer only. The film video has no button, no source, no URL.
    await expect(guest.getByRole('button', { name: 'Play the film' })).toHaveCount(0);
    expect(await guest.content()).not.toContain('/video/film');
    const refused = await context.request.get(`/api/public/films/${shortname}/video/film/url`);
    expect(refused.status()).toBe(404);
    const video = await expectPlays(guest, 'trailer');
    await expect(video.locator('track[kind="subtitles"]')).toHaveAttribute('srclang', 'en');
    await expect(guest.locator('video')).toHaveCount(1);

    // The share button, by keyboard: the address is copied and the confirmation announced.
    const share = guest.getByRole('button', { name: 'Share' });
    await share.focus();
    await guest.keyboard.press('Enter');
    await expect(
      guest.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' }),
    ).toBeVisible();
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(new URL(url, guest.url()).href);

    await expectNoAxeViolations(guest);
    await expectFitsPhone(guest);
  } finally {
    await context.close();
  }
});

test('with a SuperStamp the film plays too, under its laurels (the demo film)', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await visitor(browser);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, '/en/film/the-last-tide');
    await expectLandscapeHero(page);
    const laurels = page.getByTestId('film-laurels').getByRole('listitem');
    await expect(laurels).toHaveCount(2);
    await expect(laurels.nth(0)).toContainText('Prix du public');
    await expect(laurels.nth(0)).toContainText('Rencontres du film court de Brest');
    await expect(laurels.nth(0)).toContainText('2025');
    await expect(laurels.nth(1)).toContainText('Official selection');
    await expect(laurels.nth(1)).toContainText('Courts de Namur');
    const movie = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { award?: string[] };
    expect(movie.award).toEqual(['Prix du public, Rencontres du film court de Brest 2025']);
    await expectPlays(page, 'film');
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
  } finally {
    await context.close();
  }
});
