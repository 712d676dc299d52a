import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails with the list of axe violations (rule id, impact and the first offending node).
 *
 * Axe runs in the page itself (legacy mode) and collects violations only: the default opens a
 * blank page per check to merge frame results and serialises every passing node, which cost
 * 1.5 s a check against 0.6 s (36 checks, 2026-12-06) and made axe about a third of the
 * journeys' time; the pages have no cross-origin frame to merge. Toasts are left out: one
 * fading in or out is half transparent, axe then reads its text as low contrast, and waiting for
 * each to go took up to 4.5 s a check. `expectToastAccessible` checks a toast on its own.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('.mantine-Notifications-root')
    .analyze();
  expect(summarise(violations)).toEqual([]);
}

/**
 * A toast, held open by the pointer (the toasts pause their 3 s while hovered) and read once its
 * entrance has ended, has no axe violation: its text, close button and colours.
 */
export async function expectToastAccessible(toast: Locator): Promise<void> {
  await toast.hover();
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const { violations } = await new AxeBuilder({ page: toast.page() })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .include('.mantine-Notifications-root')
    .analyze();
  expect(summarise(violations)).toEqual([]);
}

function summarise(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`);
}
