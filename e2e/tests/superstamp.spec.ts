import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, makeVideo, signedApi } from './eligible-film.ts';
import { euros, paidSection, saveBillingAddress, superStampDiscount } from './order-entries.ts';

// Issue 15, the SuperStamp journey through the screens: bought from the film record's button
// (kind, price, irreversible-use confirmation), paid in the sandbox, shown on the profile's
// subscriptions page; the film's next entry, added from its submission panel, costs 20 % less and
// no platform fee; months later (the browser's clock moved, the server asked with `at`), renewal
// is offered.

const PASSWORD = 'SuperStamp-Journey-2026';
const TITLE = 'Le Signe du lion';
const DAY = 86_400_000;

test('a SuperStamp bought from the film record: paid, listed, it covers the next entry, renewal offered', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUp(page, request, `superstamp-button-${Date.now()}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, TITLE, makeVideo());

  // The film record's button: the kinds with their prices, what it gives, the confirmation.
  await page.goto(`/en/films/${filmId}/publication`);
  const box = page.getByTestId('superstamp-box');
  await expect(box).toContainText('This film has no SuperStamp');
  await box.getByRole('button', { name: 'Buy a SuperStamp' }).click();
  const dialog = page.getByRole('dialog', { name: `SuperStamp for ${TITLE}` });
  await expect(dialog.getByRole('radio', { name: 'SuperStamp 12 months: €59.00 excl. VAT' })).toBeChecked();
  await expect(dialog.getByText('20 % off festival entry fees')).toBeVisible();
  await expectNoAxeViolations(page);
  const add = dialog.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /irreversible/ }).check();
  await add.click();
  await expect(dialog.getByText('The SuperStamp is in your basket.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText(`SuperStamp 12 months for ${TITLE}`)).toBeVisible();

  // Paid in the sandbox: 59.00 excl. VAT, French VAT 20 %.
  await payByCard(page, '€70.80');
  // The confirmation says what it bought, and no stamps (issue 32).
  await expect(page.getByTestId('confirmation-state')).toHaveText("Your film's SuperStamp is active.");

  // The profile's subscriptions page lists it as active, 12 months.
  await page.goto('/en/profile/subscriptions');
  const active = page.getByRole('region', { name: 'Active' });
  await expect(active.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(active.getByText(/^12 months · Ends on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The film's next entry, from its submission panel: 20 % off its fee and no platform fee.
  const { api, headers } = await signedApi(page);
  const { festival, section } = await paidSection(page, filmId);
  await page.goto(`/en/films/${filmId}`);
  await page.getByRole('button', { name: 'Submit to festivals' }).click();
  const panel = page.getByRole('dialog', { name: `Submit ${TITLE} to festivals` });
  await panel.getByRole('searchbox', { name: 'Search' }).fill(festival.Nom);
  const group = panel
    .getByRole('tabpanel', { name: /^Eligible/ })
    .getByRole('region', { name: festival.Nom });
  const fee = section.currentFee as number;
  const discount = superStampDiscount(fee);
  // The panel already shows the SuperStamp's price, as the basket will (issue 15): no platform fee line.
  await expect(
    group.getByText(`Fee: ${euros(fee - discount)} instead of ${euros(fee)}, SuperStamp`).first(),
  ).toBeVisible();
  await expect(group.getByText(/platform fee \(excl\. VAT\)/)).toHaveCount(0);
  await group.getByRole('checkbox', { name: `${section.Libelle} at ${festival.Nom}` }).click();
  await panel.getByRole('button', { name: 'Add to basket and stay' }).click();
  await expect(page.getByText('1 entry added to your basket.')).toBeVisible();
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: TITLE });
  await expect(
    entry.getByText(`${euros(fee - discount)} (SuperStamp saves ${euros(discount)})`),
  ).toBeVisible();
  await expect(entry.getByText('None, thanks to the SuperStamp')).toBeVisible();

  // Eleven months and a half later: the film record offers "Renew" (the browser's clock moved)...
  const later = new Date(Date.now() + 350 * DAY);
  await page.clock.setFixedTime(later);
  await page.goto(`/en/films/${filmId}/publication`);
  await expect(box).toContainText('you can renew it now');
  await expect(box.getByRole('button', { name: 'Renew' })).toBeVisible();
  // ...and the server's renewal offer, asked as its clock would read then (dev-only `at`).
  const me = (await (await api.get('/api/ping')).json()) as { Id: number };
  const offered = await api.get(
    `/order-api/dev/customer/${me.Id}/basket/expiring-subscriptions?at=${encodeURIComponent(later.toISOString())}`,
    { headers },
  );
  expect(offered.status(), await offered.text()).toBe(200);
  expect(
    ((await offered.json()) as { IdFilm: number; state: string }[]).map((s) => [s.IdFilm, s.state]),
  ).toEqual([[filmId, 'expiringSoon']]);
  // Today it is not in its renewal window: the basket offers nothing.
  const now = await api.get(`/order-api/customer/${me.Id}/basket/expiring-subscriptions`, { headers });
  expect(await now.json()).toEqual([]);
});
