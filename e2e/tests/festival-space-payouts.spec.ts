import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, signedApi } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  firstConnection,
  personPage,
} from './festival-space-steps.ts';
import { daysFromNow } from './invitation-steps.ts';
import { euros, saveBillingAddress } from './order-entries.ts';

// Issue 31, invitations and payouts: the festival's manager (made by the operator's command) invites
// a film from the workspace at €20.00; its filmmaker enters through the invitation and pays; the
// invitation reads "Entered", and the payouts page and the month's CSV statement show the fee
// received, the 4.9 % bank fee and the amount due (docs/decisions.md: 20.00 -> 19.02).

const PASSWORD = 'Festival-Filmmaker-2026';
const PRICE_CENTS = 2000;
/** The bank fee, 4.9 % rounded to the cent (docs/decisions.md "Festival payout"). */
const FEE_CENTS = Math.floor((PRICE_CENTS * 490 + 5000) / 10_000);

test.afterEach(closePeople);

test('the manager invites a film, its filmmaker enters through the invitation, and the payout statement adds up', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signUp(page, request, `payouts-filmmaker-${stamp}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, 'L’Invitée du soir');
  // A festival invites a public film (a private one it never received stays unknown to it).
  const shortname = `invitee-${stamp}`;
  const { send } = await signedApi(page);
  await send('put', `/api/films/${filmId}/publication`, { Publication: 1, Shortname: shortname });
  const { festival, section, SmartName } = await festivalOfItsOwn(page, filmId, 3);

  const managerEmail = `payouts-manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);
  await expect(manager.getByText('No entry yet.', { exact: false })).toBeVisible();

  // The invitations page: the film by its short name, the section, the price and the last day.
  await manager.getByRole('link', { name: 'Invitations', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await manager.getByRole('textbox', { name: 'Film', exact: true }).fill(shortname);
  await manager
    .getByRole('combobox', { name: 'Section', exact: true })
    .selectOption(String(section.IdCampagneSection));
  await manager.getByRole('textbox', { name: 'Entry fee (€)' }).fill('20.00');
  await manager.getByLabel('Valid until').fill(daysFromNow(30));
  await manager.getByRole('textbox', { name: /Message to the filmmaker/ }).fill('We would love to show it.');
  await manager.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(manager.getByText("Invitation sent to the film's owner.")).toBeVisible();
  const invitation = manager.getByRole('row').filter({ hasText: 'L’Invitée du soir' });
  await expect(invitation).toContainText('Waiting for an answer');
  await expect(invitation).toContainText(euros(PRICE_CENTS));
  await expectNoAxeViolations(manager);

  // The filmmaker answers it from the festival's page and pays the entry.
  await page.goto(`/en/festival/${SmartName}`);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await expect(card).toContainText('We would love to show it.');
  await card.getByRole('radio', { name: 'L’Invitée du soir' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();
  await panel.getByRole('button', { name: 'Go to the basket' }).click();
  await expect(page.getByRole('listitem', { name: 'L’Invitée du soir' })).toContainText(euros(PRICE_CENTS));
  await payByCard(page);

  // The manager: the invitation was used, the entry is in the inbox, the month adds up.
  await manager.reload();
  await expect(invitation).toContainText('Entered');
  await manager.getByRole('link', { name: 'Entries', exact: true }).click();
  await expect(manager.getByTestId('inbox-row')).toHaveCount(1);
  await manager.getByRole('link', { name: 'Payouts', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const month = manager.getByTestId('payout-row');
  await expect(month).toHaveCount(1);
  const cells = month.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('1');
  await expect(cells.nth(1)).toHaveText(euros(PRICE_CENTS));
  await expect(cells.nth(2)).toHaveText(euros(FEE_CENTS));
  await expect(cells.nth(3)).toHaveText(euros(PRICE_CENTS - FEE_CENTS));
  await expect(month).toContainText('To be paid');
  await expectNoAxeViolations(manager);

  // The month's CSV statement: the entry's line and the totals, to the cent.
  const csvLink = month.getByRole('link', { name: /^CSV statement for / });
  const csv = await manager.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const rows = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
  const amounts = (row: string[] | undefined) => row?.slice(-3);
  const line = rows.find((row) => row.includes('L’Invitée du soir'));
  expect(amounts(line)).toEqual(['20.00', '0.98', '19.02']);
  expect(amounts(rows.at(-1))).toEqual(['20.00', '0.98', '19.02']);
});
