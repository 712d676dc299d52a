import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The Chromium to drive: CHROME_PATH, then the system package, then Playwright's cache. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
