import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, makeVideo } from './eligible-film.ts';
import { euros, paidSection, superStampDiscount, superStampInBasket } from './order-entries.ts';

// Issue 32: a SuperStamp for the film waits in the basket, not paid yet. The basket prices the
// film's entries with it (20 % off the fee, no platform fee), so the film's submission panel must
// say the same price before the entry is added, not the full fee and a platform fee.

const PASSWORD = 'SuperStamp-Basket-2026';
const TITLE = 'Le Rayon vert';

test("the panel prices the film's entry with the SuperStamp waiting in the basket, as the basket does", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, `superstamp-basket-${Date.now()}@example.com`, PASSWORD);
  const filmId = await eligibleFilm(page, TITLE, makeVideo());
  await superStampInBasket(page, filmId);

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
  await expect(
    group.getByText(`Fee: ${euros(fee - discount)} instead of ${euros(fee)}, SuperStamp`).first(),
  ).toBeVisible();
  await expect(group.getByText(/platform fee \(excl\. VAT\)/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await group.getByRole('checkbox', { name: `${section.Libelle} at ${festival.Nom}` }).click();
  await panel.getByRole('button', { name: 'Add to basket and stay' }).click();
  await expect(page.getByText('1 entry added to your basket.')).toBeVisible();
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: TITLE });
  await expect(
    entry.getByText(`${euros(fee - discount)} (SuperStamp saves ${euros(discount)})`),
  ).toBeVisible();
  await expect(entry.getByText('None, thanks to the SuperStamp')).toBeVisible();
});
