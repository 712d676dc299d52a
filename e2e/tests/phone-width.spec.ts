import { expect, type Page, test } from '@playwright/test';
import { localizedPath, ROUTES, type RouteKey, type RouteParams, requiresAuth } from '@shortlist/i18n/routes';
import { mailedLink } from './accounts.ts';

// Every page a visitor or a signed-in filmmaker can open, at 360 px: the document is never wider
// than the screen (nothing scrolls sideways on a phone). Every page in English, and every page in
// one of French and Spanish, taken in turn (the first page in French, the second in Spanish...),
// whose words are the longer ones: each page is seen in two languages and each language on half
// the pages, two thirds of the visits of all three everywhere (issue 30: CI time).

/** The visits: each page in English, and in French or Spanish by turns. */
function visits(pages: readonly RouteKey[]): Array<[RouteKey, 'en' | 'fr' | 'es']> {
  return pages.flatMap((key, index) => [
    [key, 'en'],
    [key, index % 2 === 0 ? 'fr' : 'es'],
  ]);
}
// Pages that only run an emailed link or leave at once are left out; the rest are all listed.
const SKIPPED = new Set<string>([
  'activate',
  'passwordChange',
  'updateLogin',
  'unsubscribe',
  'logout',
  'loginByToken',
  'vimeoCallback',
  'maintenance',
  'notFound',
  'profile',
  // A free content page has its own journey at phone width (content-pages.spec.ts).
  'webPage',
]);
// The festival workspace is swept signed in as the demo festival's manager (below), not as a filmmaker.
const isFestivalSpace = (key: RouteKey) => key.startsWith('festivalSpace');
const PARAMS: Partial<Record<RouteKey, RouteParams>> = {
  festival: { id: '2-les-courts-de-nantes' },
  film: { id: '42' },
  filmEdit: { id: '0' },
  confirm: { id: '1' },
  helpCategory: { id: '10' },
};
const keys = (Object.keys(ROUTES) as RouteKey[]).filter((key) => !SKIPPED.has(key) && !isFestivalSpace(key));
const festivalSpaceKeys = (Object.keys(ROUTES) as RouteKey[]).filter(isFestivalSpace);
// The demo festival (README, "Try both sides") and its manager.
const DEMO_FESTIVAL = '40';
const DEMO_MANAGER = { Login: 'manager@festival.demo.shortlist.example', Password: 'Shortlist-Demo-1' };

async function expectNoSidewaysScroll(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url} is ${width} px wide`).toBeLessThanOrEqual(360);
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls sideways, in en and in fr or es', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [key, language] of visits(keys.filter((k) => !requiresAuth(k)))) {
      await expectNoSidewaysScroll(page, localizedPath(key, language, PARAMS[key] ?? {}));
    }
  });

  test('no signed-in page scrolls sideways, in en and in fr or es', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `phone-${Date.now()}@example.com`;
    const password = 'Phone-Width-42';
    const created = await page.request.post('/api/auth/create-account', {
      data: { Login: email, Password: password, AcceptCgv: true },
    });
    expect(created.status()).toBe(201);
    await page.goto(await mailedLink(page.request, email, '/activate/'));
    await expect(page).toHaveURL(/\/sign-in$/);
    const signedIn = await page.request.post('/api/login', { data: { Login: email, Password: password } });
    expect(signedIn.status()).toBe(200);
    // A support request of the account's own, for its conversation page.
    const ticket = await page.request.post('/api/tickets', {
      data: { Email: email, Categorie: 'other', Sujet: 'A long question about the width', Message: 'Hello' },
      headers: {
        'x-csrf-token': (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '',
      },
    });
    expect(ticket.status()).toBe(201);
    const params: Partial<Record<RouteKey, RouteParams>> = {
      ...PARAMS,
      ticket: { id: String(((await ticket.json()) as { Id: number }).Id) },
    };
    for (const [key, language] of visits(keys.filter((k) => requiresAuth(k)))) {
      await expectNoSidewaysScroll(page, localizedPath(key, language, params[key] ?? {}));
    }
  });

  test('no festival workspace page scrolls sideways, in en and in fr or es', async ({ page }) => {
    test.setTimeout(120_000);
    const signedIn = await page.request.post('/api/login', { data: DEMO_MANAGER });
    expect(signedIn.status()).toBe(200);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
    const inbox = await page.request.post(
      `/api/festival-space/festivals/${DEMO_FESTIVAL}/entries/filter/0/10`,
      {
        data: {},
        headers: { 'x-csrf-token': csrf },
      },
    );
    expect(inbox.status()).toBe(200);
    const [first] = ((await inbox.json()) as { items: { IdInscription: number }[] }).items;
    // The call editor's pages: the festival's newest call and its first section.
    const calls = await page.request.get(`/api/festival-space/festivals/${DEMO_FESTIVAL}/calls`);
    const [call] = ((await calls.json()) as { items: { IdCampagne: number }[] }).items;
    const detail = await page.request.get(
      `/api/festival-space/festivals/${DEMO_FESTIVAL}/calls/${call?.IdCampagne}`,
    );
    const [section] = ((await detail.json()) as { sections: { IdCampagneSection: number }[] }).sections;
    // A support request about the festival, for the workspace's conversation page.
    const ticket = await page.request.post('/api/tickets', {
      data: {
        Email: DEMO_MANAGER.Login,
        Categorie: 'festivalCalls',
        Sujet: 'A long question about the width',
        Message: 'Hello',
        IdFestival: Number(DEMO_FESTIVAL),
      },
      headers: { 'x-csrf-token': csrf },
    });
    expect(ticket.status()).toBe(201);
    const params = {
      ticket: String(((await ticket.json()) as { Id: number }).Id),
      id: DEMO_FESTIVAL,
      entry: String(first?.IdInscription),
      call: String(call?.IdCampagne),
      section: String(section?.IdCampagneSection),
    };
    for (const [key, language] of visits(festivalSpaceKeys)) {
      await expectNoSidewaysScroll(page, localizedPath(key, language, params));
    }
  });
});
