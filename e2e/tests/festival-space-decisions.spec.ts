import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  firstConnection,
  mailsTo,
  personPage,
} from './festival-space-steps.ts';
import { enterSection, saveBillingAddress } from './order-entries.ts';

// Issue 31, decide then publish: the festival's manager (made by the operator's command) moves one
// entry to validated then selected with the keyboard alone, another to not selected, and publishes
// the section. Until then the filmmaker, who reads Shortlist in French, still sees "Envoyée"; after
// it, the statuses in their spec §4 colours, and one email per decision in French, the language
// of the account.

const PASSWORD = 'Festival-Filmmaker-2026';

/** Tab until `target` has the focus, as a keyboard user would (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The entry page's "Change the status" (the dialog's confirm button reads the same until a status is chosen). */
const statusButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Change the status' });

/** The entry's status dialog with the mouse: the status chosen, the move confirmed. */
async function moveTo(page: Page, status: string) {
  await statusButton(page).click();
  const dialog = page.getByRole('dialog', { name: /^Change the status/ });
  await dialog.getByRole('radio', { name: status, exact: true }).check();
  await dialog.getByRole('button', { name: `Move to “${status}”` }).click();
  await expect(page.getByText(`The entry is now “${status}”.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.afterEach(closePeople);

test('the manager decides by keyboard and publishes the section; the French filmmaker sees the statuses and gets the emails in French', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const filmmakerEmail = `decisions-filmmaker-${stamp}@example.com`;
  await signUp(page, request, filmmakerEmail, PASSWORD);
  await saveBillingAddress(page);
  const chosen = await eligibleFilm(page, 'Les Hautes Herbes');
  const declined = await eligibleFilm(page, 'Le Quai des brumes');
  const { festival, section } = await festivalOfItsOwn(page, chosen, 2);
  await enterSection(page, chosen, section);
  await enterSection(page, declined, section);
  await page.goto('/en/cart');
  await payByCard(page);

  const managerEmail = `decisions-manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);
  const inbox = manager.url();

  // Keyboard only: Tab to "Change the status", open it, choose with the arrow keys, confirm.
  await manager.getByRole('link', { name: 'Les Hautes Herbes' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Les Hautes Herbes' })).toBeVisible();
  await tabTo(manager, statusButton(manager));
  await manager.keyboard.press('Enter');
  const dialog = manager.getByRole('dialog', { name: 'Change the status (now “Sent”)' });
  await expect(dialog).toBeVisible();
  const radios = dialog.getByRole('radio');
  await tabTo(manager, radios.first());
  // The first status is focused but not chosen yet: Space chooses it, the arrows move the choice.
  await manager.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  const validated = dialog.getByRole('radio', { name: 'Validated', exact: true });
  for (let press = 0; press < 6 && !(await validated.isChecked()); press++) {
    await manager.keyboard.press('ArrowDown');
  }
  await expect(validated).toBeChecked();
  await tabTo(manager, dialog.getByRole('button', { name: 'Move to “Validated”' }));
  await manager.keyboard.press('Enter');
  await expect(manager.getByText('The entry is now “Validated”.')).toBeVisible();
  await expect(manager.getByRole('dialog')).toHaveCount(0);
  // The dialog gives the focus back to its button.
  await expect(statusButton(manager)).toBeFocused();
  await moveTo(manager, 'Selected');
  await expect(manager.getByText('The filmmaker still sees the previous status.')).toBeVisible();
  await expectNoAxeViolations(manager);

  await manager.goto(inbox);
  await manager.getByRole('link', { name: 'Le Quai des brumes' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Le Quai des brumes' })).toBeVisible();
  // Not selected is decided on a validated entry (docs/decisions.md "Allowed transitions").
  await moveTo(manager, 'Validated');
  await moveTo(manager, 'Not selected');

  // The filmmaker reads Shortlist in French (the account's language follows the pages, spec §2),
  // and nothing is told yet: both entries are still sent.
  const french = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/compte/update-local');
  await page.goto('/fr/inscriptions');
  expect((await french).ok()).toBe(true);
  for (const title of ['Les Hautes Herbes', 'Le Quai des brumes']) {
    await expect(
      page.getByRole('region', { name: title }).getByText('Envoyée', { exact: true }),
    ).toBeVisible();
  }

  // The manager publishes the section's decisions.
  await manager.goto(inbox);
  await manager.getByRole('button', { name: 'Publish decisions' }).click();
  const publish = manager.getByRole('dialog', { name: 'Publish the decisions of a section' });
  await publish.getByRole('combobox', { name: 'Section' }).selectOption(String(section.IdCampagneSection));
  await expect(publish.getByTestId('publish-count')).toContainText('2 decisions will be sent');
  await publish.getByRole('button', { name: 'Publish and email 2 filmmakers' }).click();
  await expect(manager.getByText('Decisions published: 2 filmmakers emailed.')).toBeVisible();

  // The filmmaker sees the statuses in their spec §4 colours, with the result date.
  await page.reload();
  const entry = (title: string) => page.getByRole('region', { name: title }).getByTestId('submission-entry');
  const badge = (title: string, status: string) =>
    entry(title).locator('.mantine-Badge-root').filter({ hasText: status });
  await expect(badge('Les Hautes Herbes', 'Sélectionnée')).toHaveAttribute('style', /green/);
  await expect(badge('Le Quai des brumes', 'Non sélectionnée')).toHaveAttribute('style', /red/);
  for (const title of ['Les Hautes Herbes', 'Le Quai des brumes']) {
    await expect(entry(title).getByText(/^Résultats le /)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // One email per decision, in French.
  await expect
    .poll(
      async () =>
        (await mailsTo(request, filmmakerEmail)).filter((m) => /une décision/.test(m.subject)).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(2);
  const decisions = (await mailsTo(request, filmmakerEmail)).filter((m) => /une décision/.test(m.subject));
  const about = (film: string) => decisions.find((m) => m.subject.includes(`«\u00a0${film}\u00a0»`));
  expect(about('Les Hautes Herbes')?.text).toContain('Sélectionnée');
  expect(about('Le Quai des brumes')?.text).toContain('Non sélectionnée');
  expect(about('Les Hautes Herbes')?.subject).toBe(
    `${festival.Nom}\u00a0: une décision sur votre film «\u00a0Les Hautes Herbes\u00a0»`,
  );
});
