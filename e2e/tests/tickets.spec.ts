import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addFirstManager, closePeople, firstConnection, mailsTo } from './festival-space-steps.ts';
import { gotoHydrated } from './hydration.ts';
import { operatorCommand } from './operator-command.ts';

// Issue 36, support requests: a filmmaker writes to the team from the help centre with an
// attachment; support answers with `npm run admin -- answer-ticket`; the header's help badge
// counts the unread answer and reading it clears it; the filmmaker answers, marks the request
// solved and finds it in the archive. A festival's member writes from the workspace. Axe clean; 360 px.

const PASSWORD = 'Support-Journey-2026';

test.afterEach(closePeople);

/** The header's help link, whose badge counts the requests with an unread answer. */
const helpLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Help/ }).first();

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a filmmaker writes with an attachment, support answers, the badge counts it, and the request is archived', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `tickets-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);

  // The help centre's "Talk to our team" leads to the support requests.
  await gotoHydrated(page, '/en/help/category/10');
  await page.getByRole('link', { name: 'Write to our team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await expect(page.getByText('You have no open requests.')).toBeVisible();

  await page.getByRole('button', { name: 'New request' }).click();
  await expect(page.getByRole('textbox', { name: 'Email for our answer' })).toHaveValue(email);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('films');
  await page.getByRole('textbox', { name: 'Subject' }).fill('My poster will not upload');
  await page.getByRole('textbox', { name: 'Your message' }).fill('It stops at 90 %. The error is attached.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'error.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/tickets\/\d+$/);
  const ticketId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'My poster will not upload' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Attachment: error\.pdf/ })).toBeVisible();

  // Support answers with the operator command; the badge counts the unread answer.
  const waiting = await operatorCommand<{ result: { Id: number }[] }>(['list-tickets']);
  expect(waiting.result.map((t) => t.Id)).toContain(Number(ticketId));
  await operatorCommand([
    'answer-ticket',
    '--ticket',
    ticketId,
    '--message',
    'Please try again with a JPEG under 5 MB.',
  ]);
  await page.goto('/en/tickets');
  await expect(helpLink(page)).toContainText('1');
  await expect(page.getByTestId('ticket-list').getByText('New answer')).toBeVisible();
  const [mail] = await mailsTo(request, email);
  expect(mail?.subject).toContain('My poster will not upload');

  // Reading it clears the badge; the filmmaker answers in the chat.
  await page.getByRole('link', { name: 'My poster will not upload' }).click();
  await expect(page.getByTestId('message-operator')).toContainText(
    'Please try again with a JPEG under 5 MB.',
  );
  await expect(helpLink(page)).not.toContainText('1');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('That worked, thank you!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('message-user').last()).toContainText('That worked, thank you!');
  await expectNoAxeViolations(page);
  await fitsPhoneWidth(page);

  // Solved: the request is closed and found in the archive.
  await page.getByRole('button', { name: 'Mark as solved' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await page.getByRole('link', { name: 'All requests' }).click();
  await expect(page.getByText('You have no open requests.')).toBeVisible();
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page.getByRole('link', { name: 'My poster will not upload' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhoneWidth(page);
});

test("a festival member writes to support from the festival's workspace", async ({ page, request }) => {
  test.setTimeout(60_000);
  const festivals = (await (await request.get('/api/public/festivals/new-call')).json()) as { Id: number }[];
  const festivalId = festivals[festivals.length - 1]!.Id;
  const email = `tickets-manager-${Date.now()}@example.com`;
  await addFirstManager(festivalId, email);
  await firstConnection(page, request, email);

  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/festival-space/${festivalId}/support$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('festivalCalls');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Extending our deadline');
  await page.getByRole('textbox', { name: 'Your message' }).fill('Can we extend the call by a week?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/festival-space/${festivalId}/support/\\d+$`));
  await expect(page.getByText('Topic: Calls for entries and sections')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'All requests' }).click();
  await expect(page.getByRole('link', { name: 'Extending our deadline' })).toBeVisible();
});
