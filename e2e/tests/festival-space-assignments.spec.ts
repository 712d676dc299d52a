import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { closePeople, personPage, signInDemo } from './festival-space-steps.ts';

// Issue 34's first slice, on the demo festival (packages/db/src/seed/demo/festival-side-plan.ts:
// a manager and three programmers): the manager shares a section's entries among the programmers
// two each; a programmer declares a conflict with one of theirs after a confirmation, and it moves
// to another programmer; the manager then tries to give it back to them by hand on the entry page
// (refused, the reason shown), takes it back from another and gives it again; another programmer
// uses "Next entry" from their queue.

const DEMO_FESTIVAL = '40';
const MANAGER = 'manager@festival.demo.shortlist.example';
const PROGRAMMER = 'programmer@festival.demo.shortlist.example';
const SECOND_PROGRAMMER = 'programmer2@festival.demo.shortlist.example';

test.afterEach(closePeople);

test('a manager assigns a section two each, a conflict moves an entry, a programmer uses Next', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInDemo(page, MANAGER);
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/assignments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assignments', exact: true })).toBeVisible();

  // The first section with entries, shared two each among the three programmers.
  const section = page.getByTestId('assignment-section').first();
  const sectionName = (await section.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await section.getByRole('textbox', { name: 'Programmers per entry' }).fill('2');
  await section.getByRole('button', { name: `Assign ${sectionName} automatically` }).click();
  const confirm = page.getByRole('dialog', { name: `Assign ${sectionName} automatically?` });
  await expect(confirm.getByText(/each entry goes to 2 programmers/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace and assign' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText('Each entry goes to 2 programmers.')).toBeVisible();
  const loads = section.getByTestId('programmer-load');
  await expect(loads).toHaveCount(3);
  for (const row of await loads.all()) {
    await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  }
  await expectNoAxeViolations(page);

  // The programmer opens an entry of their queue and declares a conflict with its film.
  const programmer = await personPage(browser, baseURL);
  await signInDemo(programmer, PROGRAMMER);
  await programmer.goto(`/en/festival-space/${DEMO_FESTIVAL}/queue`);
  await expect(programmer.getByRole('heading', { level: 1, name: 'My queue' })).toBeVisible();
  const firstRow = programmer.getByTestId('queue-row').first();
  const title = (await firstRow.getByRole('link').textContent()) ?? '';
  const before = await programmer.getByTestId('queue-row').count();
  await firstRow.getByRole('link').click();
  await expect(programmer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await programmer.getByRole('button', { name: 'Declare a conflict of interest' }).click();
  const declare = programmer.getByRole('dialog', { name: 'Declare a conflict of interest?' });
  await expect(declare.getByRole('radio', { name: `The film ${title}` })).toBeChecked();
  await expectNoAxeViolations(programmer);
  await declare.getByRole('button', { name: 'Declare the conflict' }).click();
  await expect(declare).toBeHidden();
  await expect(programmer.getByText(new RegExp(`${escapeRegExp(title)} moved to `))).toBeVisible();
  await expect(programmer.getByTestId('conflict-declared')).toBeVisible();
  await programmer.goto(`/en/festival-space/${DEMO_FESTIVAL}/queue`);
  await expect(programmer.getByTestId('queue-row')).toHaveCount(before - 1);
  await expect(programmer.getByTestId('queue-row').filter({ hasText: title })).toHaveCount(0);
  // The inbox marks it for them.
  await programmer.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries`);
  await expect(
    programmer.getByTestId('inbox-row').filter({ hasText: title }).getByTestId('inbox-conflict'),
  ).toBeVisible();

  // The manager sees the conflict, and the section still gives every entry two programmers.
  await page.reload();
  await expect(page.getByTestId('conflict-row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('assignment-shortfall')).toHaveCount(0);

  // By hand, on the entry's page: the programmer who declared the conflict is refused, and the
  // reason stays under the control; one of its programmers is taken back, then given it again.
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries`);
  await page.getByTestId('inbox-row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const byHand = page.getByRole('region', { name: 'Programmers' });
  await expect(byHand.getByTestId('entry-assignees')).toBeVisible();
  await byHand.getByRole('combobox', { name: 'Member' }).selectOption({ label: 'Noah Guérin' });
  await byHand.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(byHand.getByTestId('assign-refusal')).toHaveText(
    'This member declared a conflict of interest with this film: assign someone else.',
  );
  await expect(byHand.getByTestId('entry-assignees').getByText('Noah Guérin')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const takeBack = byHand.getByRole('button', { name: /^Take the entry back from / }).first();
  const name = ((await takeBack.getAttribute('aria-label')) ?? '').replace('Take the entry back from ', '');
  await takeBack.click();
  await expect(byHand.getByTestId('assign-refusal')).toHaveCount(0);
  await expect(byHand.getByRole('button', { name: `Take the entry back from ${name}` })).toHaveCount(0);
  await byHand.getByRole('combobox', { name: 'Member' }).selectOption({ label: name });
  await byHand.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(byHand.getByRole('button', { name: `Take the entry back from ${name}` })).toBeVisible();
  await expect(byHand.getByTestId('entry-assignees').getByRole('button')).toHaveCount(2);

  // Another programmer takes the next entry from their queue, and from the entry page.
  const second = await personPage(browser, baseURL);
  await signInDemo(second, SECOND_PROGRAMMER);
  await second.goto(`/en/festival-space/${DEMO_FESTIVAL}/queue`);
  await expect(second.getByTestId('queue-row').first()).toBeVisible();
  await second.getByRole('link', { name: 'Next entry' }).click();
  await expect(second).toHaveURL(new RegExp(`/en/festival-space/${DEMO_FESTIVAL}/entries/\\d+$`));
  const firstNext = second.url();
  // The entry page itself (the queue page may stay on screen while the entry page loads).
  await expect(second.getByRole('button', { name: 'Declare a conflict of interest' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'My queue' })).toHaveCount(0);
  await second.getByRole('link', { name: 'Next entry' }).click();
  await expect(second).not.toHaveURL(firstNext);
  await expect(second).toHaveURL(new RegExp(`/en/festival-space/${DEMO_FESTIVAL}/entries/\\d+$`));
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
