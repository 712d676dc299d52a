import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { addFirstManager, closePeople, firstConnection, personPage } from './festival-space-steps.ts';

// Issue 33, the call editor: a festival's new manager creates a call for a new edition from the
// Calls page, adds two sections (the second protected by a password), sets the first one's
// criteria and sees the count of eligible films change as they type (a contradiction shows on
// its field), then asks for the call's verification. The festival is the journey's own: a demo
// festival whose current call is closed (or else one from the middle of the directory), so the
// festivals other journeys use keep their calls.

const EDITION = '2085';

async function festivalOfThisJourney(request: APIRequestContext): Promise<{ Id: number; Nom: string }> {
  const cards: { Id: number; Nom: string; StatutCampagne: string | null }[] = [];
  for (let skip = 0; skip < 1000; skip += 50) {
    const answer = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    const page = (await answer.json()) as { items: typeof cards; total: number };
    cards.push(...page.items);
    if (skip + 50 >= page.total) break;
  }
  const closed = cards.filter((card) => card.StatutCampagne === 'closed');
  const chosen = closed.at(-1) ?? cards[Math.floor(cards.length / 2)];
  expect(chosen).toBeDefined();
  return chosen!;
}

/** The number of eligible films the criteria editor shows once it has counted. */
async function eligibleCount(page: Page): Promise<number> {
  const status = page.getByTestId('eligible-count');
  await expect(status).toContainText(/would be eligible/);
  const text = (await status.textContent()) ?? '';
  return Number(text.match(/^(\d+)/)?.[1] ?? Number.NaN);
}

test.afterEach(closePeople);

test('a manager creates a call with two sections, sets criteria with a live count and asks for verification', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const festival = await festivalOfThisJourney(request);
  const email = `call-editor-${Date.now()}@example.com`;
  await addFirstManager(festival.Id, email);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, email);

  // A call for a new edition, from the Calls page.
  await manager.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Calls for entries' })).toBeVisible();
  await manager.getByRole('textbox', { name: 'New call: edition (year)' }).fill(EDITION);
  await manager.getByRole('button', { name: 'Create the call' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: `Edition ${EDITION}` })).toBeVisible();
  await expect(manager.getByTestId('call-status')).toHaveText('In preparation');
  await expect(manager.getByTestId('calendar-link')).toBeVisible();
  await expectNoAxeViolations(manager);
  const callUrl = manager.url();

  // The first section, and its criteria with the live count.
  await manager.getByRole('textbox', { name: 'New section: name in English' }).fill('Fiction');
  await manager.getByRole('button', { name: 'Add the section' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Fiction' })).toBeVisible();
  const before = await eligibleCount(manager);
  await manager.getByRole('textbox', { name: 'Longest (minutes)' }).fill('1');
  await expect.poll(() => eligibleCount(manager)).toBeLessThan(before);
  // A contradiction is shown on its field while typing, and the count waits for it.
  await manager.getByRole('textbox', { name: 'Shortest (minutes)' }).fill('5');
  await expect(manager.getByText('The longest length must be at least the shortest.')).toBeVisible();
  await expect(manager.getByTestId('eligible-count')).toContainText('Correct the highlighted fields');
  await manager.getByRole('textbox', { name: 'Shortest (minutes)' }).fill('');
  await manager.getByRole('textbox', { name: 'Longest (minutes)' }).fill('30');
  await expect.poll(() => eligibleCount(manager)).toBeGreaterThan(0);
  await manager.getByRole('button', { name: 'Save the criteria' }).click();
  await expect(manager.getByText('The criteria are saved.')).toBeVisible();
  await expectNoAxeViolations(manager);

  // The second section, protected by a password.
  await manager.goto(callUrl);
  await manager.getByRole('textbox', { name: 'New section: name in English' }).fill('Invited works');
  await manager.getByRole('button', { name: 'Add the section' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Invited works' })).toBeVisible();
  await manager.getByRole('radio', { name: 'Only filmmakers who have the password' }).check();
  await manager.getByRole('textbox', { name: 'Password', exact: true }).fill('festival-guests');
  await manager.getByRole('button', { name: 'Save the section' }).click();
  await expect(manager.getByText('The section is saved.')).toBeVisible();
  await expect(manager.getByText(/A password protects this section/)).toBeVisible();

  // The call lists both, in order, at phone width too.
  await manager.goto(callUrl);
  const cards = manager.getByTestId('section-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Fiction');
  await expect(cards.nth(1)).toContainText('Invited works');
  await expect(cards.nth(1)).toContainText('Password');
  await cards.nth(1).getByRole('button', { name: 'Move Invited works up' }).click();
  await expect(cards.nth(0)).toContainText('Invited works');
  await manager.setViewportSize({ width: 360, height: 800 });
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(manager);

  // Ready: the manager asks for its verification from the Calls page.
  await manager.getByRole('link', { name: 'Back to the calls' }).click();
  const card = manager.getByTestId('call-card').filter({ hasText: `Edition ${EDITION}` });
  await card.getByRole('button', { name: 'Ask for verification' }).click();
  const dialog = manager.getByRole('dialog', { name: `Ask for the verification of the ${EDITION} call?` });
  await dialog.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('call-status')).toHaveText('Verification requested');
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
