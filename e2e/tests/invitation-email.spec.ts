import { expect, test } from '@playwright/test';
import { activateAndSignIn, mailedLink, signUp, submitCreateAccount } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, makeVideo, signedApi } from './eligible-film.ts';
import { answerBy, createInvitation, daysFromNow, openSection } from './invitation-steps.ts';

// Issue 14's invitation by email: the operator invites an address that has no account
// (`npm run admin -- create-invitation --email`); the invitation email (read from the development
// mailbox, the outbox every email goes through) links to create-account with the address typed
// in; the person creates and activates the account, and the invitation is theirs: the festival's
// panel opens as the invitation variant and they answer it with a film.
//
// The section must take the film the invitee will make. A scout account makes the same film (same
// product calls, same data) and picks the section first, since the invitee has no account yet.

const PASSWORD = 'Invite-By-Email-2026';

test('an address without an account is invited by email, signs up from the link and answers the invitation', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const video = makeVideo();
  const stamp = Date.now();

  const scout = await (await browser.newContext({ baseURL })).newPage();
  await signUp(scout, request, `invitation-scout-${stamp}@example.com`, PASSWORD);
  const scoutFilm = await eligibleFilm(scout, 'Le Repérage', video);
  const { festival, section } = await openSection(scout, scoutFilm, (s) => s.questions.length === 0);
  await scout.context().close();

  // The operator's command, for an address nobody has signed up with: the invitation waits.
  const email = `Invited.By.Email-${stamp}@Example.com`;
  const until = daysFromNow(45);
  const created = createInvitation(baseURL ?? '', {
    email,
    section: section.IdCampagneSection,
    price: 2500,
    until,
    message: 'We would love to screen your next film.',
  });
  expect(created.IdInvitation).toBeGreaterThan(0);
  expect(created.IdCompte).toBeNull();

  // The email's link opens create-account with the address typed in.
  const link = await mailedLink(request, email, '/en/create-account');
  expect(new URL(link, 'http://x').searchParams.get('email')?.toLowerCase()).toBe(email.toLowerCase());
  await page.goto(link);
  const address = page.getByRole('textbox', { name: 'Email address', exact: true });
  // The command stores the address as a login is stored (lowercase): the one typed in.
  await expect(address).toHaveValue(email.toLowerCase());
  await submitCreateAccount(page, PASSWORD);

  // Activating the account proves the address: the invitation becomes the account's.
  await activateAndSignIn(page, request, email, PASSWORD);
  await eligibleFilm(page, 'La Lettre attendue', video);

  await page.goto(`/en/festival/${festival.SmartName}`);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  await expect(panel).toBeVisible();
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await expect(card.getByTestId('invitation-price')).toContainText('25.00');
  await expect(card.getByTestId('invitation-until')).toHaveText(answerBy(until));
  await expect(card).toContainText('We would love to screen your next film.');
  await expectNoAxeViolations(page);

  await card.getByRole('radio', { name: 'La Lettre attendue' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();
  await expect(panel.getByTestId('basket-notice')).toBeVisible();
  await expect(card).toContainText('Answered: in your basket');
  const { api } = await signedApi(page);
  expect(await (await api.get('/api/inscriptions/panier')).json()).toEqual({ count: 1, entries: 1 });

  await panel.getByRole('button', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const entry = page.getByRole('listitem', { name: 'La Lettre attendue' });
  await expect(entry).toContainText(section.Libelle);
  await expect(entry).toContainText('€25.00');
});
