import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectHydrated, gotoHydrated } from './hydration.ts';

// The festivals directory and festival page (issue 4) against the real server and the demo
// catalogue. Expected counts come from the API with the same filter, so the test follows the
// catalogue rather than hard-coding it.

async function apiTotal(request: APIRequestContext, filter: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/public/festivals/filter', { data: filter });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

function countText(total: number): string {
  return total === 1 ? '1 festival' : `${total} festivals`;
}

function filters(page: Page) {
  return page.getByRole('complementary', { name: 'Filters' });
}

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the directory filters combine, the count follows and the filter survives a reload', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/en/festivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Festivals' })).toBeVisible();
  const count = page.getByTestId('festival-count');
  await expect(count).toHaveText(countText(await apiTotal(request, {})));
  await expect(page.getByTestId('festival-card')).toHaveCount(12);

  await filters(page).getByLabel('Entry fee', { exact: true }).selectOption('free');
  await expect(count).toHaveText(countText(await apiTotal(request, { IsPayant: false })));

  await filters(page).getByLabel('Call for entries').selectOption('open');
  const freeAndOpen = await apiTotal(request, { IsPayant: false, IsCampagneOuverte: true });
  await expect(count).toHaveText(countText(freeAndOpen));
  await expect(page).toHaveURL(/fee=free/);
  await expect(page).toHaveURL(/status=open/);
  for (const card of await page.getByTestId('festival-card').all()) {
    // Free entry, or a free section beside paid ones (docs/decisions.md "Paid or free").
    await expect(card).toContainText(/Free entry|Entry fee: free or/);
  }

  // A link to all festivals shows them all; the last filter (cookie) is offered, not imposed.
  const all = await apiTotal(request, {});
  await gotoHydrated(page, '/en/festivals');
  await expect(count).toHaveText(countText(all));
  await expect(filters(page).getByLabel('Entry fee', { exact: true })).toHaveValue('');
  await page.getByTestId('remembered-filter').getByRole('button', { name: 'Use it again' }).click();
  await expect(filters(page).getByLabel('Entry fee', { exact: true })).toHaveValue('free');
  await expect(filters(page).getByLabel('Call for entries')).toHaveValue('open');
  await expect(count).toHaveText(countText(freeAndOpen));
  await page.reload();
  await expectHydrated(page);
  await expect(count).toHaveText(countText(freeAndOpen));

  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(countText(await apiTotal(request, {})));
  await expect(page).not.toHaveURL(/fee=/);
});

test('the directory sorts by deadline, fee, newest call and name, as the API does', async ({
  page,
  request,
}) => {
  const firstNames = async (filter: Record<string, unknown>) => {
    const response = await request.post('/api/public/festivals/filter/0/12', { data: filter });
    return ((await response.json()) as { items: { Nom: string }[] }).items.map((item) => item.Nom);
  };
  await gotoHydrated(page, '/en/festivals');
  const cards = page.getByTestId('festival-card').getByRole('heading', { level: 3 });
  await expect(cards.first()).toHaveText((await firstNames({}))[0] ?? '');
  const sortBy = page.getByLabel('Sort by');
  await expect(sortBy).toHaveValue('deadline');
  for (const [sort, label] of [
    ['name', 'Name'],
    ['fee', 'Lowest entry fee'],
    ['newest', 'Newest call'],
  ] as const) {
    await sortBy.selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expect(cards).toHaveText(await firstNames({ sort }));
  }
  // The order is in the URL: a reload keeps it, and the count is the same whatever the order.
  await page.reload();
  await expect(sortBy).toHaveValue('newest');
  await expect(page.getByTestId('festival-count')).toHaveText(countText(await apiTotal(request, {})));
});

test('an entry fee up to an amount and festivals with labels narrow the list, counted as the API does', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/en/festivals');
  const count = page.getByTestId('festival-count');
  await filters(page).getByLabel('Entry fee up to').selectOption({ label: 'Up to €20' });
  await expect(count).toHaveText(countText(await apiTotal(request, { feeMax: 2000 })));
  await expect(page).toHaveURL(/feeUpTo=2000/);
  await filters(page).getByRole('checkbox', { name: 'With labels' }).check();
  await expect(count).toHaveText(countText(await apiTotal(request, { feeMax: 2000, withLabels: true })));
  await expect(page).toHaveURL(/labels=1/);
  await filters(page).getByLabel('Entry fee up to').selectOption({ label: 'Free entry only' });
  await expect(count).toHaveText(countText(await apiTotal(request, { feeMax: 0, withLabels: true })));
});

test('the search and a country narrow the list', async ({ page, request }) => {
  await gotoHydrated(page, '/en/festivals');
  const count = page.getByTestId('festival-count');
  await filters(page).getByLabel('Search').fill('nantes');
  await expect(count).toHaveText(countText(await apiTotal(request, { Search: 'nantes' })));
  await expect(page.getByRole('link', { name: 'Les Courts de Nantes' })).toBeVisible();
  await filters(page).getByLabel('Search').fill('');

  await filters(page).getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await expect(page).toHaveURL(/country=\d+/);
  const countryId = Number(new URL(page.url()).searchParams.get('country'));
  await expect(count).toHaveText(countText(await apiTotal(request, { IdPays: countryId })));
  for (const card of await page.getByTestId('festival-card').all()) {
    await expect(card).toContainText('France');
  }
});

test('page 2 shows the next festivals', async ({ page, request }) => {
  const total = await apiTotal(request, {});
  expect(total).toBeGreaterThan(12);
  await gotoHydrated(page, '/en/festivals');
  const cards = page.getByTestId('festival-card');
  await expect(cards).toHaveCount(12);
  const firstOnPage1 = await cards.first().getByRole('heading').textContent();
  const pagination = page.getByRole('navigation', { name: 'Pages of results' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  await expect(cards).toHaveCount(Math.min(12, total - 12));
  // The page is in the URL: a reload stays on it.
  await page.reload();
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the directory is accessible and its filters fold into a drawer on a phone', async ({ page }) => {
  await gotoHydrated(page, '/en/festivals');
  await expect(page.getByTestId('festival-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(filters(page)).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByLabel('Entry fee', { exact: true })).toBeVisible();
  // Open, the drawer adds no second banner or search landmark (issue 32).
  await expectNoAxeViolations(page);
  await drawer.getByLabel('Entry fee', { exact: true }).selectOption('paid');
  // The button stays in view at the bottom of the drawer, without scrolling to it.
  await expect(drawer.getByRole('button', { name: /^Show \d+ festivals?$/ })).toBeInViewport();
  await drawer.getByRole('button', { name: /^Show \d+ festivals?$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/fee=paid/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

const festivalPages = [
  {
    language: 'en',
    sections: 'Sections',
    criteria: 'Who can enter',
    sentences: ['Produced in January 2024 or later', 'Running time of 30 min or less'],
    country: 'Main production country: France',
  },
  {
    language: 'fr',
    sections: 'Sections',
    criteria: "Qui peut s'inscrire",
    sentences: ['Produit en janvier 2024 ou après', 'Durée de 30 min au plus'],
    country: /Pays de production principal\s*:\s*France/,
  },
  {
    language: 'es',
    sections: 'Secciones',
    criteria: 'Quién puede inscribirse',
    sentences: ['Producida en enero de 2024 o después', 'Duración máxima de 30 min'],
    country: 'País de producción principal: Francia',
  },
];

for (const expected of festivalPages) {
  test(`a festival page shows its sections, dates and fees and criteria in ${expected.language}`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${expected.language}/festival/2`);
    // The bare id leads to the smart-name URL, which is also the canonical link.
    await expect(page).toHaveURL(new RegExp(`/${expected.language}/festival/2-les-courts-de-nantes$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Les Courts de Nantes' })).toBeVisible();
    await expect(page).toHaveTitle(/Les Courts de Nantes, Nantes/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${expected.language}/festival/2-les-courts-de-nantes$`),
    );
    await expect(page.getByRole('heading', { level: 2, name: expected.sections })).toBeVisible();

    const sections = page.getByTestId('festival-section');
    expect(await sections.count()).toBeGreaterThan(1);
    const first = sections.first();
    // Dates and fees are in the page's one table (festival-page.spec.ts); criteria open from the summary.
    await expect(page.getByRole('table')).toBeVisible();
    for (const summary of await sections.locator('summary').all()) await summary.click();
    await expect(first.getByRole('heading', { level: 4, name: expected.criteria })).toBeVisible();
    for (const sentence of expected.sentences) await expect(first.getByText(sentence)).toBeVisible();
    await expect(page.getByText(expected.country)).toBeVisible();
    // Password-protected sections say so.
    await expect(sections.locator('svg + p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    );
    if (expected.language === 'en') await expectNoAxeViolations(page);
  });
}

test('a festival page works at 360 px and an unknown festival goes to the list', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/festival/2-les-courts-de-nantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Les Courts de Nantes' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto('/fr/festival/99999-nowhere');
  await expect(page).toHaveURL(/\/fr\/festivals$/);
  await expect(page.getByText("Nous n'avons pas trouvé ce festival. Voici tous les autres.")).toBeVisible();

  await page.goto('/en/festival/2-les-courts-de-nantes/5/my-film');
  await expect(page).toHaveURL(/\/en\/festival\/2-les-courts-de-nantes$/);
});

test('home lists the last-days and new-call festivals', async ({ page }) => {
  await page.goto('/en');
  const lastDays = page.getByRole('region', { name: 'Last days to enter' });
  await expect(lastDays.getByTestId('festival-card').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'New calls for entries' }).getByTestId('festival-card').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How Shortlist works' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cards show the logo thumbnail, deadlines on the festival’s clock and when a call opens', async ({
  page,
  request,
}) => {
  type Card = {
    Nom: string;
    LogoUrl: string | null;
    call: { state: string };
    nextDeadline: unknown;
  };
  const items: Card[] = [];
  for (const skip of [0, 50]) {
    const response = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    items.push(...((await response.json()) as { items: Card[] }).items);
  }
  const opensLater = items.find((c) => c.call.state === 'opensOn');
  const withDeadline = items.find((c) => c.LogoUrl && c.nextDeadline);
  if (!opensLater || !withDeadline)
    throw new Error('the demo catalogue lacks a call opening later or a deadline');

  await gotoHydrated(page, '/en/festivals');
  await filters(page).getByLabel('Search').fill(opensLater.Nom);
  const later = page.getByTestId('festival-card').filter({ hasText: opensLater.Nom });
  await expect(later.getByText(/^Opens on /)).toBeVisible();
  await expect(later.getByText('Closed', { exact: true })).toHaveCount(0);

  await filters(page).getByLabel('Search').fill(withDeadline.Nom);
  const card = page.getByTestId('festival-card').filter({ hasText: withDeadline.Nom });
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/size\/thumbnail\//);
  // "Next deadline: 26 Nov 2026, 23:59 GMT+1": a time and the festival's zone, not a bare UTC day.
  await expect(card.locator('[data-deadline]')).toHaveText(
    /Next deadline: .+ \d\d:\d\d (GMT|UTC|[A-Z]{3,4})/,
  );
});
