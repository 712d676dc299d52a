import { expect, type Page, type Request, test } from '@playwright/test';

// Issue 32, "signed-in pages as fast as public ones": a signed-in list asks its answers at the
// navigation, beside the page's code, not once that code has run (the waterfall: texts, then the
// session, then the page's chunk, then the list). Each journey holds the page's chunk until the
// list's request is seen (5 s at most): with the waterfall the request could only leave after the
// chunk, so it is never seen while the chunk is held. bench/signed-in times the same pages.

const DEMO_FILMMAKER = { Login: 'filmmaker@demo.shortlist.example', Password: 'Shortlist-Demo-1' };
const HOLD_MS = 5_000;
/** Well under PAGE_WAIT_MS (apps/web/src/app/route-prefetch.ts), past which the app renders anyway. */
const CODE_HOLD_MS = 400;

// The page's chunk must reach the page through page.route: the service worker would serve it.
test.use({ serviceWorkers: 'block' });

/**
 * Holds the page chunk matching `chunk` until a request matching `list` has left, or HOLD_MS.
 * Resolves with whether the list's request left while its page's code was held.
 */
async function holdChunkUntilListAsked(page: Page, chunk: RegExp, list: (request: Request) => boolean) {
  let listAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    listAsked = resolve;
  });
  page.on('request', (request) => {
    if (list(request)) listAsked();
  });
  let verdict: (inTime: boolean) => void = () => undefined;
  const heldVerdict = new Promise<boolean>((resolve) => {
    verdict = resolve;
  });
  await page.route(chunk, async (route) => {
    const inTime = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
    ]);
    verdict(inTime);
    await route.continue();
  });
  return heldVerdict;
}

async function signInDemoFilmmaker(page: Page) {
  const signedIn = await page.request.post('/api/login', { data: DEMO_FILMMAKER });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

test('the films list is asked while the films page is still loading its code', async ({ page }) => {
  await signInDemoFilmmaker(page);
  const askedWhileHeld = holdChunkUntilListAsked(
    page,
    /\/assets\/films-page-[\w-]{8}\.js$/,
    (request) => request.method() === 'POST' && /\/api\/films\/filter\/0\/12$/.test(request.url()),
  );
  await page.goto('/en/films');
  expect(await askedWhileHeld, 'the films were asked before the page had its code').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'My films' })).toBeVisible();
  await expect(page.locator('[aria-labelledby="films-count"] li').first()).toBeVisible();
});

test("a full load renders the films page once its code is in, so the page never waits on React's loading notice", async ({
  page,
}) => {
  // A page whose code arrives after the app's first render suspends, and React reveals it no
  // sooner than 300 ms after the loading notice appeared, whatever arrived meanwhile: the films
  // page's slow full loads (bench/signed-in). The code held a moment, the app must not have
  // rendered meanwhile (before, its header and loading notice had).
  await signInDemoFilmmaker(page);
  let renderedWhileHeld: boolean | undefined;
  await page.route(/\/assets\/films-page-[\w-]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_HOLD_MS));
    renderedWhileHeld = await page.evaluate(() => document.querySelector('main') !== null);
    await route.continue();
  });
  await page.goto('/en/films');
  await expect(page.getByRole('heading', { level: 1, name: 'My films' })).toBeVisible();
  expect(renderedWhileHeld, 'the app rendered before the page had its code').toBe(false);
  await expect(page.locator('[aria-labelledby="films-count"] li').first()).toBeVisible();
});

test('the orders, which need the account, are asked once the session is known, not after the code', async ({
  page,
}) => {
  await signInDemoFilmmaker(page);
  await page.goto('/en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Invoices' })).toBeVisible();
  const askedWhileHeld = holdChunkUntilListAsked(page, /\/assets\/orders-page-[\w-]{8}\.js$/, (request) =>
    request.url().endsWith('/order-api/customer/orders/filter/0/999'),
  );
  // A navigation inside the app, from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Invoices' }).click();
  expect(await askedWhileHeld, 'the orders were asked before the page had its code').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByTestId('order').first()).toBeVisible();
});

test('a session gone by the visit still leads to sign-in, then to the list', async ({
  page,
  context,
  baseURL,
}) => {
  // The readable cookie a session sets, without the session: the app asks, and the API answers 401.
  await context.addCookies([{ name: 'sl_csrf', value: 'gone', url: baseURL as string }]);
  const answersBeforeSignIn: number[] = [];
  const noteFilms = (response: { url: () => string; status: () => number }) => {
    if (response.url().includes('/api/films/filter')) answersBeforeSignIn.push(response.status());
  };
  page.on('response', noteFilms);
  await page.goto('/en/films');
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  page.off('response', noteFilms);
  expect(
    answersBeforeSignIn.filter((status) => status !== 401),
    'nothing of the list is answered without a session',
  ).toEqual([]);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(DEMO_FILMMAKER.Login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_FILMMAKER.Password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back to the page asked for, whose list is asked again and shown.
  await expect(page).toHaveURL(/\/en\/films$/);
  await expect(page.locator('[aria-labelledby="films-count"] li').first()).toBeVisible();
});
