import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  firstConnection,
  personPage,
} from './festival-space-steps.ts';
import { daysFromNow } from './invitation-steps.ts';
import { enterSection, euros, saveBillingAddress } from './order-entries.ts';

// Issue 33, fee waivers: the festival's manager (made by the operator's command) creates a
// one-use 100 % code for a section on the workspace's "Discount codes" page; a filmmaker enters
// a film in that section, types the code on the entry in the basket, sees the entry fee struck
// and waived (the platform fee unchanged), pays by card; the manager's page shows 1/1 uses.

const PASSWORD = 'Waiver-Filmmaker-2026';

test.afterEach(closePeople);

test('a manager creates a one-use waiver and a filmmaker enters with it for free', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  await signUp(page, request, `waiver-filmmaker-${stamp}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, 'Le Sésame');
  const { festival, section } = await festivalOfItsOwn(page, filmId, 4);
  const fee = section.currentFee!;

  const managerEmail = `waiver-manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);

  // The "Discount codes" page: a one-use waiver of the whole fee for the section.
  await manager.getByRole('link', { name: 'Discount codes', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await expect(manager.getByText('No code yet.', { exact: false })).toBeVisible();
  const code = `FREE${String(stamp).slice(-6)}`;
  await manager
    .getByRole('combobox', { name: 'Section', exact: true })
    .selectOption(String(section.IdCampagneSection));
  await manager.getByRole('radio', { name: 'The whole entry fee (waiver)' }).check();
  await manager.getByRole('textbox', { name: 'Number of uses' }).fill('1');
  await manager.getByLabel('Last day').fill(daysFromNow(30));
  await manager.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await manager.getByRole('button', { name: 'Create the code' }).click();
  await expect(manager.getByText(`Code ${code} created.`)).toBeVisible();
  const row = manager.getByTestId('code-row').filter({ hasText: code });
  await expect(row.getByTestId('code-uses')).toHaveText('0/1');
  await expect(row).toContainText('Active');
  await expectNoAxeViolations(manager);

  // The filmmaker: the entry in the basket, the code typed on it, the fee struck and waived.
  await enterSection(page, filmId, section);
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: 'Le Sésame' });
  await expect(entry).toContainText(euros(fee));
  const field = entry.getByRole('textbox', { name: 'Festival discount code' });
  await field.fill('NOSUCHCODE');
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByText('This festival has no such discount code.')).toBeVisible();
  await field.fill(code.toLowerCase());
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByText(`Code ${code}: entry fee waived`)).toBeVisible();
  await expect(entry.getByText(`${euros(0)} instead of ${euros(fee)}`)).toBeVisible();
  // The platform fee is what it was: a stamp bought now.
  await expect(entry).toContainText('excl. VAT (a stamp bought now)');
  // The pointer off the buttons, so axe reads their resting colours rather than a hover.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await payByCard(page);

  // The manager: the code was used once of once.
  await manager.reload();
  await expect(row.getByTestId('code-uses')).toHaveText('1/1');
  await expect(row).toContainText('Used up');

  // A phone's width: the table scrolls in its own box, the page never sideways.
  await manager.setViewportSize({ width: 360, height: 740 });
  const overflow = await manager.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
