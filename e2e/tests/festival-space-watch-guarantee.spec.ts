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
  publishDecisions,
} from './festival-space-steps.ts';
import { enterSection, saveBillingAddress } from './order-entries.ts';

// Issue 34, the guaranteed watch: the manager promises on the call that every film is watched to
// the end by a member, decides an entry and tries to publish: refused with the entry listed. The
// manager watches it (the viewing report the player sends at the end, without playing it in real
// time) and publishes; the filmmaker's receipt says the promise was kept, the festival's page shows
// it, the directory finds the festival by it, and the jury figures show the section covered.

const PASSWORD = 'Watch-Filmmaker-2026';
const TITLE = 'La Veilleuse';

test.afterEach(closePeople);

test('a promised watch refuses the publication until the film is watched, then the filmmaker sees it kept', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signUp(page, request, `watch-filmmaker-${stamp}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, TITLE);
  const { festival, section, SmartName } = await festivalOfItsOwn(page, filmId, 5);
  await enterSection(page, filmId, section);
  await page.goto('/en/cart');
  await payByCard(page);

  const managerEmail = `watch-manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);
  const inbox = manager.url();
  const { api, send } = await signedApi(manager);
  const space = `/api/festival-space/festivals/${festival.IdFestival}`;

  // The call's promise, in the call editor.
  const calls = (await (await api.get(`${space}/calls`)).json()) as {
    items: { IdCampagne: number; StatutCampagne: string }[];
  };
  const call = calls.items.find((item) => item.StatutCampagne === 'open')!;
  await manager.goto(`/en/festival-space/${festival.IdFestival}/calls/${call.IdCampagne}`);
  await manager.getByRole('combobox', { name: 'Guaranteed watch' }).selectOption({ label: '1 member' });
  await manager.getByRole('button', { name: 'Save the call' }).click();
  await expect(manager.getByText('The call is saved.')).toBeVisible();

  // The entry is decided (through the calls the entry page makes).
  const entries = (await (
    await send('post', `${space}/entries/filter/0/10`, { sections: [section.IdCampagneSection] })
  ).json()) as { items: { IdInscription: number }[] };
  const entryId = entries.items[0]!.IdInscription;
  for (const Statut of [4, 8]) await send('put', `/api/festival-space/entries/${entryId}/status`, { Statut });

  // Publishing is refused while nobody watched the film to the end, with the entry listed.
  await manager.goto(inbox);
  const publishOnce = () => publishDecisions(manager, section.IdCampagneSection, 1);
  const dialog = await publishOnce();
  const refusal = dialog.getByTestId('watch-guarantee-unmet');
  await expect(refusal).toContainText('members needed: 1');
  await expect(refusal.getByRole('listitem')).toHaveText([
    new RegExp(`^${TITLE} \\(no\\. \\d+\\): watched to the end by 0 of 1$`),
  ]);
  await expectNoAxeViolations(manager);
  await dialog.getByRole('button', { name: 'Not now' }).click();

  // The manager watches it: the player's last report, at the end of the film.
  await send('post', `/api/festival-space/entries/${entryId}/viewing`, {
    TypeVideo: 'film',
    position: 600,
    duration: 600,
  });
  await publishOnce();
  await expect(manager.getByText('Decisions published: 1 filmmaker emailed.')).toBeVisible();

  // The jury figures: the section covered, nothing at risk.
  await manager.getByRole('link', { name: 'Jury figures', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Jury figures' })).toBeVisible();
  const figures = manager.getByTestId('jury-section').filter({ hasText: section.Libelle });
  await expect(figures.getByText('Promised: every film watched to the end by 1 member.')).toBeVisible();
  await expect(figures.getByTestId('jury-at-risk')).toHaveCount(0);
  await expectNoAxeViolations(manager);

  // The filmmaker's receipt.
  await page.goto('/en/submissions');
  const entry = page.getByRole('region', { name: TITLE }).getByTestId('submission-entry');
  await expect(entry.getByTestId('submission-watch-guarantee')).toHaveText(
    'Promise kept: watched to the end by 1 programmer',
  );

  // The festival's page shows the promise; the directory finds the festival by it.
  await page.goto(`/en/festival/${SmartName}`);
  await expect(
    page.getByText('Every film watched to the end by at least 1 programmer before decisions'),
  ).toBeVisible();
  const answer = await request.post('/api/public/festivals/filter/0/50', { data: { watchGuarantee: true } });
  expect(answer.status(), await answer.text()).toBe(200);
  const directory = (await answer.json()) as { items: { Id: number }[] };
  expect(directory.items.map((card) => card.Id)).toContain(festival.IdFestival);
});
