import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { closePeople, csrfHeaders, personPage, signInDemo } from './festival-space-steps.ts';

// Issue 34's saved list views, on the demo festival (README's demo accounts): a programmer saves
// a public view of the inbox with hidden columns and a filter; another programmer loads it (the
// same columns and filter) and cannot delete it; a filmmaker keeps a private view of their films and
// hides a column of their orders.

const DEMO_FESTIVAL = '40';
const PROGRAMMER = 'programmer@festival.demo.shortlist.example';
const SECOND_PROGRAMMER = 'programmer2@festival.demo.shortlist.example';
const FILMMAKER = 'filmmaker@demo.shortlist.example';

test.afterEach(closePeople);

const columnHeader = (page: Page, name: string) =>
  page.getByTestId('inbox-table').getByRole('columnheader', { name, exact: false });

test('a public inbox view: saved with hidden columns and a filter, loaded by a colleague who cannot delete it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, PROGRAMMER);
  // The filter: entries of at most 20 minutes (the URL keeps the inbox's filter).
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries?dmax=20`);
  await expect(page.getByTestId('inbox-table')).toBeVisible();
  await expect(columnHeader(page, 'Country')).toBeVisible();

  await page.getByTestId('views-menu').click();
  const dialog = page.getByRole('dialog', { name: 'Columns and saved views' });
  await expect(dialog.getByTestId('column-country')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Country' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Length' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Length' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Film' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Move Status up' }).click();
  await dialog.getByRole('textbox', { name: 'Name of the view' }).fill('Short and lean');
  await dialog.getByRole('checkbox', { name: /^Public/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save the view' }).click();
  await expect(page.getByText('The view “Short and lean” is saved.')).toBeVisible();
  await expect(dialog.getByTestId('saved-view').filter({ hasText: 'Short and lean' })).toContainText(
    'Public',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(columnHeader(page, 'Country')).toHaveCount(0);
  await expect(columnHeader(page, 'Length')).toHaveCount(0);

  // A colleague opens the unfiltered inbox with every column, and loads the shared view.
  const colleague = await personPage(browser, baseURL);
  await signInDemo(colleague, SECOND_PROGRAMMER);
  await colleague.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries`);
  await expect(columnHeader(colleague, 'Country')).toBeVisible();
  await colleague.getByTestId('views-menu').click();
  const shared = colleague
    .getByRole('dialog', { name: 'Columns and saved views' })
    .getByTestId('saved-view')
    .filter({ hasText: 'Short and lean' });
  await expect(shared).toContainText('Public');
  // Not theirs: no delete button, and the API refuses.
  await expect(shared.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await shared.getByRole('button', { name: 'Load the view “Short and lean”' }).click();
  await expect(colleague.getByText('The view “Short and lean” is loaded.')).toBeVisible();
  await expect(colleague).toHaveURL(/dmax=20/);
  await expect(columnHeader(colleague, 'Country')).toHaveCount(0);
  await expect(columnHeader(colleague, 'Length')).toHaveCount(0);
  await expect(columnHeader(colleague, 'Status')).toBeVisible();

  const views = await colleague.request.get(
    `/api/booback-presentations?Entity=entries&IdFestival=${DEMO_FESTIVAL}`,
  );
  const view = ((await views.json()) as { Id: number; Libelle: string; isOwn: boolean }[]).find(
    (candidate) => candidate.Libelle === 'Short and lean',
  );
  expect(view?.isOwn).toBe(false);
  const refused = await colleague.request.delete(`/api/booback-presentations/${view?.Id}`, {
    headers: await csrfHeaders(colleague),
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('LIST_VIEW_NOT_CREATOR');
  await expectNoAxeViolations(colleague);
});

test('a filmmaker keeps a private view of their films, then deletes it after a confirmation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInDemo(page, FILMMAKER);
  await page.goto('/en/films?sort=oldest');
  await expect(page.getByTestId('films-count')).toBeVisible();
  await page.getByTestId('views-menu').click();
  const dialog = page.getByRole('dialog', { name: 'Columns and saved views' });
  await dialog.getByRole('checkbox', { name: 'Production year' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Production year' })).not.toBeChecked();
  // A filmmaker's views are private: nothing to share.
  await expect(dialog.getByRole('checkbox', { name: /^Public/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name of the view' }).fill('Oldest first');
  await dialog.getByRole('button', { name: 'Save the view' }).click();
  await expect(page.getByText('The view “Oldest first” is saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  const saved = dialog.getByTestId('saved-view').filter({ hasText: 'Oldest first' });
  await saved.getByRole('button', { name: 'Delete the view “Oldest first”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this view?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled: the view is kept.')).toBeVisible();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Delete the view “Oldest first”' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this view?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The view is deleted.')).toBeVisible();
  await expect(saved).toHaveCount(0);
  // The column choice stays the filmmaker's; "Reset the columns" brings the year back.
  await dialog.getByRole('button', { name: 'Reset the columns' }).click();
  await expect(page.getByText('The columns are back to their defaults.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Production year' })).toBeChecked();
});

test('a filmmaker hides a column of the orders page, and resets it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInDemo(page, FILMMAKER);
  await page.goto('/en/accounting/orders');
  const firstOrder = page.getByTestId('order').first();
  await expect(firstOrder.getByText('Total', { exact: true })).toBeVisible();
  await page.getByTestId('views-menu').click();
  const dialog = page.getByRole('dialog', { name: 'Columns and saved views' });
  await expect(dialog.getByRole('checkbox', { name: 'Reference' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Total' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Total' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(firstOrder.getByText('Total', { exact: true })).toHaveCount(0);
  // Kept as the filmmaker's columns: a reload still hides it.
  await page.reload();
  await expect(page.getByTestId('order').first()).toBeVisible();
  await expect(page.getByTestId('order').first().getByText('Total', { exact: true })).toHaveCount(0);
  await page.getByTestId('views-menu').click();
  await dialog.getByRole('button', { name: 'Reset the columns' }).click();
  await expect(page.getByText('The columns are back to their defaults.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('order').first().getByText('Total', { exact: true })).toBeVisible();
});
