import { expect, type Page } from '@playwright/test';

// A public page is server-rendered: its controls are in the HTML before React hydrates them, and
// text typed or an option picked in between is not in React's state (a field stays empty to
// React, a button disabled, a filter unapplied). page-hydration.ts marks <html data-hydrated>
// once the page has hydrated; journeys wait for it before they use the page.

/** The page has hydrated (after a `goto` or a `reload`). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** `page.goto(url)`, then waits until the page has hydrated; answers the navigation's response. */
export async function gotoHydrated(page: Page, url: string): ReturnType<Page['goto']> {
  const response = await page.goto(url);
  await expectHydrated(page);
  return response;
}
