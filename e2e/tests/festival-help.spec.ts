import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { addFirstManager, firstConnection } from './festival-space-steps.ts';

// The festivals' help (spec §3 help category IdType festival): category 20, linked from the
// festival workspace's header, answers with the festivals' questions and topics.

test("a festival manager opens the festivals' help from the workspace", async ({ page, request }) => {
  const festivals = (await (await request.get('/api/public/festivals/new-call')).json()) as { Id: number }[];
  const festival = festivals.at(-1);
  expect(festival, 'the demo has festivals with a new call').toBeDefined();
  const email = `festival-help-${Date.now()}@example.com`;
  await addFirstManager(festival!.Id, email);
  await firstConnection(page, request, email);

  await page.getByRole('banner').getByRole('link', { name: 'Help for festivals' }).click();
  await expect(page).toHaveURL(/\/en\/help\/category\/20$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.locator('a[aria-current="page"]')).toHaveAttribute('href', '/en/help/category/20');
  await expect(page.locator('details').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const direct = await page.request.get('/en/help/category/20');
  expect(direct.status()).toBe(200);
});
