import { expect, test } from '@playwright/test';
import { mailedLink, signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, makeVideo, signedApi } from './eligible-film.ts';
import { answerBy, createInvitation, daysFromNow, invitedOnly, openSection } from './invitation-steps.ts';

// Issue 32, "Invitations can be answered": a call on invitation only (spec §4) is closed to the
// public, who see why; the festival invites a filmmaker (`npm run admin -- create-invitation`),
// the invitation email leads to the festival's page, which says "you're invited" with the
// section, the price and the last day, and its main button opens the invitation panel; the
// entry goes to the basket at the invited price.

const PASSWORD = 'Invite-Only-Journey-2026';

test('an invitation-only call: closed to the public with the reason, answered from the email at the invited price', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `invited-only-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);
  const filmId = await eligibleFilm(page, 'La Lettre réservée', makeVideo());
  // A section of an invitation-only call that refuses the film for that rule alone.
  const { festival, section } = await openSection(page, filmId, (s) => s.questions.length === 0, {
    state: 'invitationOnly',
    takes: invitedOnly,
  });

  // Not invited (yet): no way in, and the page says why.
  await page.goto(`/en/festival/${festival.SmartName}`);
  await expect(page.locator('[data-call-state="invitationOnly"]')).toContainText('Invitation only');
  await expect(page.getByTestId('invitation-only-why')).toHaveText(
    'Invitation only: only the films the festival invites can enter this call.',
  );
  await expect(page.getByRole('button', { name: 'Submit a film' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Answer your invitation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the sections' })).toBeVisible();
  await expect(page.getByTestId('invitation-notice')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The festival invites the film's owner.
  const until = daysFromNow(40);
  const { IdInvitation } = createInvitation(baseURL ?? '', {
    film: filmId,
    section: section.IdCampagneSection,
    price: 1750,
    until,
    message: 'Programmed by invitation this year.',
  });

  // The email's link lands on the festival's page, which shows the invitation.
  const link = await mailedLink(request, email, `/en/festival/${festival.SmartName}`);
  expect(link).toBe(`/en/festival/${festival.SmartName}?invitation=${IdInvitation}`);
  // Signed out, the link asks to sign in to answer (not to submit, which the call refuses).
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('link', { name: 'Sign in to answer your invitation' })).toBeVisible();
  await visitor.context().close();

  await page.goto(link);
  const notice = page.getByRole('region', { name: "You're invited" });
  await expect(notice).toBeVisible();
  const day = answerBy(until).replace('Answer by ', '');
  await expect(notice).toContainText(`${section.Libelle}: invited price €17.50, valid until ${day}`);
  await expect(page.getByTestId('invitation-only-why')).toBeVisible();
  await expectNoAxeViolations(page);

  // One click opens the invitation panel: section, price, last day.
  await page.getByRole('button', { name: 'Answer your invitation' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  await expect(panel).toBeVisible();
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await expect(card.getByTestId('invitation-price')).toContainText('17.50');
  await expect(card.getByTestId('invitation-until')).toHaveText(answerBy(until));
  await expect(card).toContainText('Programmed by invitation this year.');
  await expect(card.getByRole('tab', { name: 'Eligible: 1', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('radio', { name: 'La Lettre réservée' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();
  await expect(panel.getByTestId('basket-notice')).toBeVisible();
  await expect(card).toContainText('Answered: in your basket');
  await expectNoAxeViolations(page);
  const { api } = await signedApi(page);
  expect(await (await api.get('/api/inscriptions/panier')).json()).toEqual({ count: 1, entries: 1 });

  await panel.getByRole('button', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const entry = page.getByRole('listitem', { name: 'La Lettre réservée' });
  await expect(entry).toContainText(section.Libelle);
  await expect(entry).toContainText('€17.50');
  await expectNoAxeViolations(page);

  // Answered, the invitation no longer opens the call: the page is the public's again.
  await page.goto(`/en/festival/${festival.SmartName}`);
  await expect(page.getByRole('link', { name: 'See the sections' })).toBeVisible();
  await expect(page.getByTestId('invitation-notice')).toHaveCount(0);
});
