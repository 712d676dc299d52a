import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, makeVideo, signedApi } from './eligible-film.ts';
import { answerBy, createInvitation, daysFromNow, openSection } from './invitation-steps.ts';

// Issue 14's invitations: the operator invites a filmmaker's film to a festival's section with
// `npm run admin -- create-invitation` against this run's server (its URL, and the operator token
// the server wrote in its DATA_DIR); the filmmaker opens the festival, sees the invitation with its
// price and last day, answers it with the film, and finds the entry in the basket at that price.
// The film is made eligible through the product's own calls, as in submission-panel.spec.ts.

const PASSWORD = 'Invite-Journey-2026';

test('a filmmaker answers a festival invitation: price and last day shown, entry in the basket at that price', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `invited-${Date.now()}@example.com`, PASSWORD);
  const filmId = await eligibleFilm(page, 'La Lettre invitée', makeVideo());
  const { api } = await signedApi(page);
  // No questions at all (an `info` one opens the questions modal too, as in the ordinary panel).
  const { festival, section } = await openSection(page, filmId, (s) => s.questions.length === 0);

  const until = daysFromNow(60);
  const { IdInvitation } = createInvitation(baseURL ?? '', {
    film: filmId,
    section: section.IdCampagneSection,
    price: 1234,
    until,
    message: 'Our programmers loved it.',
  });
  expect(IdInvitation).toBeGreaterThan(0);

  await page.goto(`/en/festival/${festival.SmartName}`);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  await expect(panel).toBeVisible();
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await expect(card.getByTestId('invitation-price')).toContainText('12.34');
  await expect(card.getByTestId('invitation-until')).toHaveText(answerBy(until));
  await expect(card).toContainText('Our programmers loved it.');
  await expect(card.getByRole('tab', { name: 'Eligible: 1', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('radio', { name: 'La Lettre invitée' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();
  await expect(panel.getByTestId('basket-notice')).toBeVisible();
  await expect(card).toContainText('Answered: in your basket');
  await expectNoAxeViolations(page);
  expect(await (await api.get('/api/inscriptions/panier')).json()).toEqual({ count: 1, entries: 1 });

  await panel.getByRole('button', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const entry = page.getByRole('listitem', { name: 'La Lettre invitée' });
  await expect(entry).toContainText(section.Libelle);
  await expect(entry).toContainText('€12.34');
});

test("answering an invitation asks the section's questions: a blocking no stops it, the answers go with the entry", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `invited-questions-${Date.now()}@example.com`, PASSWORD);
  const filmId = await eligibleFilm(page, 'La Lettre questionnée', makeVideo());
  const { api } = await signedApi(page);
  const { festival, section } = await openSection(page, filmId, (s) =>
    s.questions.some((q) => q.Type === 'blocking'),
  );
  const until = daysFromNow(30);
  createInvitation(baseURL ?? '', { film: filmId, section: section.IdCampagneSection, price: 500, until });

  await page.goto(`/en/festival/${festival.SmartName}`);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await card.getByRole('radio', { name: 'La Lettre questionnée' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();

  const modal = page.getByRole('dialog', { name: `Questions of “${section.Libelle}”` });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByText('Please answer this question.').first()).toBeVisible();
  const blocking = section.questions.find((q) => q.Type === 'blocking')!;
  for (const question of section.questions) {
    const group = modal.getByRole('radiogroup', { name: question.Libelle });
    if (question.Type === 'yes-no' || question.Type === 'blocking')
      await group.getByRole('radio', { name: 'Yes' }).check();
    if (question.Type === 'choice') await group.getByRole('radio').first().check();
    if (question.Type === 'short-text' || question.Type === 'long-text')
      await modal.getByRole('textbox', { name: question.Libelle }).fill('Happy to be invited.');
  }
  await modal.getByRole('radiogroup', { name: blocking.Libelle }).getByRole('radio', { name: 'No' }).check();
  await expect(modal.getByRole('alert')).toHaveText('With this answer the film cannot enter this section.');
  await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await modal.getByRole('radiogroup', { name: blocking.Libelle }).getByRole('radio', { name: 'Yes' }).check();
  await modal.getByRole('button', { name: 'Confirm' }).click();

  await expect(modal).toBeHidden();
  await expect(panel.getByTestId('basket-notice')).toBeVisible();
  await expect(card).toContainText('Answered: in your basket');
  expect(await (await api.get('/api/inscriptions/panier')).json()).toEqual({ count: 1, entries: 1 });
});
