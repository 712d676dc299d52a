import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signedApi } from './eligible-film.ts';
import { FILM_CREATION_BODY } from './film-creation.ts';
import { operatorCommand } from './operator-command.ts';
import { entryInBasket } from './order-entries.ts';

// The filmmaker's dashboard (spec §2): a new account is welcomed with "create your first film";
// once it has a film that is not complete (and has no video), an entry waiting in the basket and
// a fee-discount coupon reserved for it by the operator (`npm run admin -- create-coupon
// --account`), free stamps the operator granted (`grant-stamps`) and a favourite festival whose
// call closes this week, the dashboard names each and links to where the filmmaker acts. axe
// finds nothing, and nothing scrolls sideways at 360 px.

const PASSWORD = 'Dashboard-Journey-2026';

/** A 15 % coupon on platform fees reserved for one account (an offer), created by the operator. */
function reserveCoupon(code: string, account: number) {
  return operatorCommand<{ result: { code: string } }>(
    ['create-coupon', '--code', code, '--percent', '15', '--until', '2099-12-31'].concat([
      '--applies-to',
      'platformFee',
      '--account',
      String(account),
    ]),
  );
}

type FestivalCard = {
  Nom: string;
  SmartName: string;
  nextDeadline: { DateEvent: string; text: string } | null;
};

/** An open demo festival whose next deadline falls in the coming days (the demo has calls closing soon). */
async function festivalClosingThisWeek(request: APIRequestContext): Promise<FestivalCard & { Id: number }> {
  const soon = Date.now() + 6 * 86_400_000;
  for (let pageIndex = 0; pageIndex < 10; pageIndex += 1) {
    const response = await request.post(`/api/public/festivals/filter/${pageIndex}/24`, {
      headers: { culture: 'en' },
      data: { IsCampagneOuverte: true },
    });
    const items = ((await response.json()) as { items: (FestivalCard & { Id: number })[] }).items;
    const found = items.find(
      (card) => card.nextDeadline && new Date(card.nextDeadline.DateEvent).getTime() < soon,
    );
    if (found) return found;
    if (items.length < 24) break;
  }
  throw new Error('the demo catalogue has no open festival closing within 6 days');
}

async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the dashboard is ${width} px wide`).toBeLessThanOrEqual(360);
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

test('a new account is welcomed, then the dashboard leads to each thing to do', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUp(page, request, `dashboard-${Date.now()}@example.com`, PASSWORD);
  // Sign-in lands on the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const welcome = card(page, 'Welcome to Shortlist');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Create your first film' })).toHaveAttribute(
    'href',
    '/en/films/0/creation',
  );
  await expect(
    card(page, 'Unfinished submissions').getByText('Nothing is waiting in your basket.'),
  ).toBeVisible();
  await expect(card(page, 'Special offers').getByText('No special offer at the moment.')).toBeVisible();
  await expect(card(page, 'Stamps and SuperStamps').getByText('0 stamps')).toBeVisible();
  await expect(
    card(page, 'Deadlines this week').getByText(
      'No deadline in the next 7 days at the festivals you follow or have an entry in the basket for.',
    ),
  ).toBeVisible();
  await expect(
    card(page, 'Statistics').getByText('Your statistics appear with your first submission.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A film only started (its creation tab's fields), an eligible film entered in a section, an offer.
  const { send } = await signedApi(page);
  const created = await send('post', '/api/films', {
    ...FILM_CREATION_BODY,
    TitreOriginal: 'Unfinished Reel',
  });
  const draftId = ((await created.json()) as { Id: number }).Id;
  const { festival } = await entryInBasket(page, 'Basket Reel');
  const account = ((await (await page.request.get('/api/ping')).json()) as { Id: number }).Id;
  const code = `DASH${Date.now()}`;
  expect((await reserveCoupon(code, account)).result.code).toBe(code);
  const granted = await operatorCommand<{ result: { granted: number; stampBalance: number } }>([
    'grant-stamps',
    '--account',
    String(account),
    '--count',
    '3',
    '--reason',
    'Welcome to the dashboard journey',
  ]);
  expect(granted.result).toEqual({ IdCompte: account, granted: 3, stampBalance: 3 });
  // An invalid count is refused and grants nothing.
  await expect(
    operatorCommand(['grant-stamps', '--account', String(account), '--count', '101', '--reason', 'x']),
  ).rejects.toThrow();
  const closing = await festivalClosingThisWeek(request);
  await send('post', '/api/compte/add-favoris', { IdFestival: closing.Id });

  await page.goto('/en/dashboard');
  await expect(card(page, 'Welcome to Shortlist')).toHaveCount(0);
  const films = card(page, 'Films to complete');
  await expect(films.getByText('1 film to complete')).toBeVisible();
  await expect(films.getByRole('link', { name: 'Complete Unfinished Reel' })).toHaveAttribute(
    'href',
    `/en/films/${draftId}`,
  );
  const videos = card(page, 'Videos to upload');
  await expect(videos.getByText('1 video to upload')).toBeVisible();
  await expect(videos.getByRole('link', { name: 'Upload the video of Unfinished Reel' })).toHaveAttribute(
    'href',
    `/en/films/${draftId}/media`,
  );
  const unfinished = card(page, 'Unfinished submissions');
  await expect(unfinished.getByText('1 submission waiting in the basket')).toBeVisible();
  await expect(unfinished.getByText(`Basket Reel: ${festival}`)).toBeVisible();
  const offers = card(page, 'Special offers');
  await expect(offers.getByText(`Code ${code}: 15% off platform fees`)).toBeVisible();
  // The operator's grant: a free-stamp offer and the balance.
  await expect(offers.getByTestId('free-stamp-offer')).toHaveText(/^3 free stamps, offered on /);
  await expect(card(page, 'Stamps and SuperStamps').getByText('3 stamps')).toBeVisible();
  // The favourite closing this week, on the festival's clock as its page says it, linking to it.
  const deadlines = card(page, 'Deadlines this week');
  const closingItem = deadlines.getByTestId('week-deadline').filter({ hasText: closing.Nom });
  await expect(closingItem.first()).toContainText(closing.nextDeadline!.text);
  await expect(closingItem.first().getByText('Favourite')).toBeVisible();
  await expect(closingItem.first().getByRole('link', { name: closing.Nom })).toHaveAttribute(
    'href',
    `/en/festival/${closing.SmartName}`,
  );
  await expect(card(page, 'Statistics').getByText('1 submission in all')).toBeVisible();
  await expectNoAxeViolations(page);

  // Each block leads where the filmmaker acts: the festival page for a deadline, the basket to pay it.
  await closingItem.first().getByRole('link', { name: closing.Nom }).click();
  await expect(page).toHaveURL(new RegExp(`/en/festival/${closing.SmartName}$`));
  await page.goto('/en/dashboard');
  await unfinished.getByRole('link', { name: 'Pay the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  // The statistics open the submissions page filtered on the status.
  await page.goto('/en/dashboard');
  await card(page, 'Statistics').getByRole('link', { name: 'Unfinished: 1, see these submissions' }).click();
  await expect(page).toHaveURL(/\/en\/submissions\?status=notFinished$/);
  await expect(page.getByRole('checkbox', { name: 'Unfinished' })).toBeChecked();

  // On a 360 px phone the cards stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/dashboard');
  await expect(card(page, 'Videos to upload').getByText('1 video to upload')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // The keyboard reaches the first block's action.
  await card(page, 'Films to complete').getByRole('link', { name: 'Complete Unfinished Reel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/films/${draftId}(/\\w+)?$`));
});
