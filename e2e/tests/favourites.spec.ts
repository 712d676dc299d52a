import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { signIn, signOut, signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Favourites and the deadline calendar (issue 4) for a signed-in filmmaker, in a real browser
// against the real server and database.

const PASSWORD = 'Festival-Journey-2026';

type Card = {
  Id: number;
  Nom: string;
  SmartName: string;
  timeZone: string;
  nextDeadline: { DateEvent: string } | null;
};

/** Open festivals with a deadline ahead, from the API (the test follows the demo catalogue). */
async function openFestivals(request: APIRequestContext): Promise<Card[]> {
  const response = await request.post('/api/public/festivals/filter/0/12', {
    data: { IsCampagneOuverte: true },
  });
  const cards = ((await response.json()) as { items: Card[] }).items.filter((card) => card.nextDeadline);
  expect(cards.length).toBeGreaterThan(1);
  return cards;
}

function heart(page: Page, name: string) {
  return page.getByRole('button', { name: `Favourite: ${name}`, exact: true });
}

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('a signed-in user adds and removes favourites and filters on them', async ({ page, request }) => {
  const [first, second] = (await openFestivals(request)) as [Card, Card];
  const email = `favourites-${Date.now()}@example.com`;
  await signUp(page, request, email, PASSWORD);
  await signOut(page);

  // A visitor's heart leads to sign-in, then back to the directory, where it is added.
  await page.goto('/en/festivals?status=open');
  await page.getByRole('button', { name: `Sign in to add ${first.Nom} to favourites` }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/festivals\?status=open$/);
  await expect(heart(page, first.Nom)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${first.Nom} is in your favourites`)).toBeVisible();

  // The festival page has the same heart.
  await page.goto(`/en/festival/${second.SmartName}`);
  await expect(heart(page, second.Nom)).toHaveAttribute('aria-pressed', 'false');
  await heart(page, second.Nom).click();
  await expect(heart(page, second.Nom)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/festivals');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'My favourites only' }).check();
  const count = page.getByTestId('festival-count');
  await expect(count).toHaveText('2 festivals');
  await expect(page).toHaveURL(/favourites=1/);
  await expect(page.getByTestId('festival-card')).toHaveCount(2);

  await heart(page, first.Nom).click();
  await expect(count).toHaveText('1 festival');
  await expect(page.getByTestId('festival-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: second.Nom })).toBeVisible();

  await page.reload();
  await expect(filters.getByRole('checkbox', { name: 'My favourites only' })).toBeChecked();
  await expect(count).toHaveText('1 festival');
  await expectNoAxeViolations(page);

  // Signed out, the remembered favourites filter is not applied and its control is gone.
  await signOut(page);
  await page.goto('/en/festivals');
  await expect(filters.getByRole('checkbox', { name: 'My favourites only' })).toHaveCount(0);
  await expect(count).not.toHaveText('1 festival');
});

test('the deadline feed of the favourites parses as iCalendar and can be revoked', async ({
  page,
  request,
}) => {
  const [festival] = (await openFestivals(request)) as [Card];
  await signUp(page, request, `calendar-${Date.now()}@example.com`, PASSWORD);
  await page.goto(`/en/festival/${festival.SmartName}`);
  await heart(page, festival.Nom).click();
  await expect(heart(page, festival.Nom)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/profile');
  const card = page.getByRole('region', { name: 'Deadline calendar' });
  const reminders = card.getByRole('switch', { name: /Email me 14 days and 2 days before/ });
  await expect(reminders).toBeChecked();
  await card.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = card.getByRole('textbox', { name: 'Your private calendar address' });
  await expect(address).toHaveValue(/\/api\/public\/calendrier-favoris\/[\w-]+\.ics$/);
  await expectNoAxeViolations(page);

  const path = new URL(await address.inputValue()).pathname;
  const feed = await request.get(path);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  // The deadline's day where the festival is (en-CA writes YYYY-MM-DD), not its UTC day.
  const deadlineDay = new Intl.DateTimeFormat('en-CA', { timeZone: festival.timeZone }).format(
    new Date(festival.nextDeadline?.DateEvent ?? 0),
  );
  const deadline = events.find((event) => event.startDate.toString() === deadlineDay);
  // It says the time on the festival's clock with the zone, then the festival's address.
  expect(deadline?.description).toMatch(/^\d{1,2} \w+ \d{4} at \d\d:\d\d \S+\nhttp/);
  // Each event names the deadline (as the festival does: "Regular deadline"), its section and the festival.
  expect(deadline?.summary).toMatch(/^(Deadline|Extended deadline|(Early|Regular|Late) deadline), .+, /);
  expect(deadline?.summary.endsWith(`, ${festival.Nom}`)).toBe(true);
  expect(deadline?.startDate.isDate).toBe(true);

  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await expect(page.getByText('Deadline reminders are off.')).toBeVisible();

  await card.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing your calendar?' });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(card.getByRole('button', { name: 'Create my calendar address' })).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);

  await page.reload();
  await expect(reminders).not.toBeChecked();
});
