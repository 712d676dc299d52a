import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Toasts close after 3 s (providers.tsx); a little more covers their fade-out. */
const TOAST_GONE_MS = 4_500;

/**
 * Fails with the list of axe violations (rule id, impact and the first offending node). A toast
 * fading in or out is half transparent, and axe then reads its text as low contrast: the page is
 * read once the toasts have gone (one that stays longer is read as it is).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: TOAST_GONE_MS })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`);
  expect(summary).toEqual([]);
}
