import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  filmWithSubtitles,
  firstConnection,
  personPage,
} from './festival-space-steps.ts';
import { enterSection, saveBillingAddress } from './order-entries.ts';

// Issue 31, the festival's team: the operator's command makes a festival's first manager, who
// signs in through the mailed link and invites a programmer from the members page; the
// filmmaker's two paid entries are in the inbox; the programmer plays one screener with its
// English subtitles to the end; the filmmaker's submissions say "watched to the end" on that
// entry and "not opened" on the other. The filmmaker's side is set up through the product's calls.

const PASSWORD = 'Festival-Filmmaker-2026';

test.afterEach(closePeople);

test('the first manager invites a programmer, who plays a paid entry’s screener with subtitles; the filmmaker sees it watched', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signUp(page, request, `team-filmmaker-${stamp}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const watched = await filmWithSubtitles(page, 'Le Phare de nuit');
  const unopened = await eligibleFilm(page, 'La Digue');
  const { festival, section } = await festivalOfItsOwn(page, watched, 1);
  await enterSection(page, watched, section);
  await enterSection(page, unopened, section);
  await page.goto('/en/cart');
  await payByCard(page);

  // The operator makes the first manager; the manager signs in through the mailed link.
  const managerEmail = `manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);
  const rows = manager.getByTestId('inbox-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Le Phare de nuit' })).toContainText(section.Libelle);
  await expect(rows.filter({ hasText: 'La Digue' })).toContainText('Not opened');
  await expectNoAxeViolations(manager);

  // The members page: the manager invites a programmer.
  await manager.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const programmerEmail = `programmer-${stamp}@example.com`;
  await manager.getByRole('textbox', { name: 'Email address' }).fill(programmerEmail);
  await manager.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Programmer' });
  await manager.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(manager.getByText(`Invitation sent to ${programmerEmail}.`)).toBeVisible();
  const invited = manager.getByTestId('member-row').filter({ hasText: programmerEmail });
  await expect(invited).toContainText("Hasn't signed in yet");
  await expectNoAxeViolations(manager);

  // The programmer signs in through their own link, opens the entry and plays its screener.
  const programmer = await personPage(browser, baseURL);
  await firstConnection(programmer, request, programmerEmail);
  await programmer.getByRole('link', { name: 'Le Phare de nuit' }).click();
  await expect(programmer.getByRole('heading', { level: 1, name: 'Le Phare de nuit' })).toBeVisible();
  await expectNoAxeViolations(programmer);
  await programmer.getByRole('button', { name: 'Play the screener' }).click();
  const player = programmer.getByTestId('entry-video');
  await expect(player).toHaveAttribute('src', /\/api\/media\/videos\/\d+\?exp=\d+&sig=/);
  const track = player.locator('track');
  await expect(track).toHaveAttribute('label', 'English');
  const vtt = await programmer.request.get((await track.getAttribute('src')) ?? '');
  expect(await vtt.text()).toContain('Good evening.');
  // The one-second screener plays to its end; the player reports it.
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.ended), { timeout: 15_000 })
    .toBe(true);

  // The filmmaker: watched to the end on one entry, not opened on the other; still "Sent".
  await expect(async () => {
    await page.goto('/en/submissions');
    const entry = page.getByRole('region', { name: 'Le Phare de nuit' }).getByTestId('submission-entry');
    await expect(entry.getByTestId('submission-viewing')).toHaveText(/Watched to the end/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  const other = page.getByRole('region', { name: 'La Digue' }).getByTestId('submission-entry');
  await expect(other.getByTestId('submission-viewing')).toHaveText(/Not opened yet/);
  for (const title of ['Le Phare de nuit', 'La Digue']) {
    await expect(page.getByRole('region', { name: title }).getByText('Sent', { exact: true })).toBeVisible();
  }
});
