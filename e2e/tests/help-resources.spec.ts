import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addFirstManager, closePeople, firstConnection } from './festival-space-steps.ts';
import { gotoHydrated } from './hydration.ts';
import { operatorCommand } from './operator-command.ts';

// Issue 36, help resources for signed-in readers: the filmmakers' tutorials and questions topic by
// topic, a search that ignores accents, a tutorial played in a sandboxed frame that is loaded only
// on the press (the video host is a local stub here: the journey never needs the network), an
// operator's embed from an unknown host refused and never shown, and the festivals' resources in
// the workspace. Axe clean; 360 px.

const PASSWORD = 'Help-Resources-2026';
const PLAYERS = /youtube-nocookie\.com|player\.vimeo\.com|dailymotion\.com/;

test.afterEach(closePeople);

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a filmmaker reads the help resources, searches without accents and plays a tutorial; an unknown host is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const playerRequests: string[] = [];
  page.on('request', (sent) => {
    if (PLAYERS.test(sent.url())) playerRequests.push(sent.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player stub</title><p>Player</p>',
    }),
  );
  await signUp(page, request, `help-resources-${Date.now()}@example.com`, PASSWORD);

  await gotoHydrated(page, '/en/help/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials and answers' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('button', { name: 'Getting started' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('heading', { name: 'Screen by screen: your dashboard (demo tutorial)' }),
  ).toBeVisible();
  // The questions open from the keyboard.
  const question = page.locator('details').first();
  await question.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('open', '');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await fitsPhoneWidth(page);

  // Another topic, then the search in French without accents.
  await topics.getByRole('button', { name: 'Videos and trailers' }).click();
  await expect(
    page.getByRole('heading', { name: 'Checking your screener before you send it (demo tutorial)' }),
  ).toBeVisible();
  await gotoHydrated(page, '/fr/aide/ressources');
  await page.getByRole('searchbox', { name: 'Chercher dans l’aide' }).fill('ecran');
  const title = 'Écran par écran\u00A0: votre tableau de bord (tutoriel de démonstration)';
  await expect(page.getByText('Résultats pour «\u00A0ecran\u00A0»')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing is asked of the video host before the press; then its player, sandboxed.
  expect(playerRequests).toEqual([]);
  await page.getByRole('button', { name: `Lire la vidéo\u00A0: ${title}` }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(frame).toHaveAttribute('title', title);
  await expect(page.frameLocator('iframe').getByText('Player')).toBeVisible();
  await fitsPhoneWidth(page);

  // An operator's embed from an unknown host is refused, and nothing is shown.
  const refused = await operatorCommand<{ code: string }>([
    'save-help-resource',
    '--category',
    '10',
    '--type',
    'video',
    '--language',
    'en',
    '--title',
    'A tutorial from elsewhere',
    '--embed',
    '<iframe src="https://videos.evil.example/embed/abc" onload="alert(1)"></iframe>',
  ]).catch((error: { stdout?: string }) => JSON.parse(error.stdout ?? '{}') as { code: string });
  expect(refused.code).toBe('HELP_EMBED_REFUSED');
  await gotoHydrated(page, '/en/help/resources');
  await expect(
    page.getByRole('heading', { name: 'Screen by screen: your dashboard (demo tutorial)' }),
  ).toBeVisible();
  await expect(page.getByText('A tutorial from elsewhere')).toHaveCount(0);
});

test("a festival manager finds the festivals' tutorials in the workspace", async ({ page, request }) => {
  test.setTimeout(90_000);
  const festivals = (await (await request.get('/api/public/festivals/new-call')).json()) as { Id: number }[];
  const festival = festivals.at(-2) ?? festivals.at(-1);
  expect(festival, 'the demo has festivals with a new call').toBeDefined();
  const email = `help-resources-festival-${Date.now()}@example.com`;
  await addFirstManager(festival!.Id, email);
  await firstConnection(page, request, email);

  await page.getByRole('banner').getByRole('link', { name: 'Tutorials & FAQ' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/festival-space/${festival!.Id}/help$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Help for your festival team' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Watching entries with your programmers (demo tutorial)' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhoneWidth(page);
});
