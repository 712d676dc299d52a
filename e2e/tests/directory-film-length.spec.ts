import { type APIRequestContext, expect, test } from '@playwright/test';

// The directory's film-length filter (issue 10): a filmmaker types the length of their film and
// sees the festivals with a section that takes it. Counts come from the API with the same filter.

async function apiTotal(request: APIRequestContext, filter: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/public/festivals/filter', { data: filter });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

const countText = (total: number) => (total === 1 ? '1 festival' : `${total} festivals`);

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('the length of a film narrows the directory to festivals that take it, and stays in the URL', async ({
  page,
  request,
}) => {
  const all = await apiTotal(request, {});
  const takingFortyFive = await apiTotal(request, { filmMinutes: 45 });
  expect(takingFortyFive, 'the demo has sections too short for 45 minutes').toBeLessThan(all);
  expect(takingFortyFive).toBeGreaterThan(0);

  await page.goto('/en/festivals');
  const count = page.getByTestId('festival-count');
  await expect(count).toHaveText(countText(all));
  const length = page
    .getByRole('complementary', { name: 'Filters' })
    .getByLabel('Length of your film (minutes)');
  await length.fill('45');
  await expect(count).toHaveText(countText(takingFortyFive));
  await expect(page).toHaveURL(/minutes=45/);

  await page.reload();
  await expect(page.getByTestId('festival-count')).toHaveText(countText(takingFortyFive));
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByLabel('Length of your film (minutes)'),
  ).toHaveValue('45');

  // Emptying the field lifts the filter.
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByLabel('Length of your film (minutes)')
    .fill('');
  await expect(page.getByTestId('festival-count')).toHaveText(countText(all));
});
