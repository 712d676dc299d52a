import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The Chromium to drive: CHROME_PATH, then the system's headless shell, its full browser, then
 * Playwright's cache. The headless shell (Debian's `chromium-headless-shell`, the old headless
 * mode, which Playwright itself runs headless by default) took about 15 % less time than the full
 * browser's headless mode on the same journeys (docs/log/tests-2026.md).
 */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache/ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux/chrome'), join(cache, dir, 'chrome-linux64/chrome'));
    }
  }
  return candidates.find((path) => path && existsSync(path));
}
