import { type APIRequestContext, expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, makeVideo } from './eligible-film.ts';
import { gotoHydrated } from './hydration.ts';
import { openSection } from './invitation-steps.ts';

// Issue 32, "Directory and dates": "Sort by deadline" follows the next deadline each card prints;
// a deadline reads the same on the festival's page and in its submission panel; a card says its
// urgency once.

type Card = {
  Nom: string;
  StatutCampagne: string | null;
  badge: string;
  nextDeadline: { DateEvent: string; text: string; expiresSoon: boolean } | null;
};

async function allCards(request: APIRequestContext): Promise<Card[]> {
  const cards: Card[] = [];
  for (const skip of [0, 50]) {
    const response = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    cards.push(...((await response.json()) as { items: Card[] }).items);
  }
  return cards;
}

test('sort by deadline follows the next deadline printed on each card', async ({ page, request }) => {
  const apiPage = async (skip: number) => {
    const response = await request.post(`/api/public/festivals/filter/${skip}/12`, {
      data: { sort: 'deadline' },
    });
    return ((await response.json()) as { items: Card[]; total: number }).items;
  };
  await gotoHydrated(page, '/en/festivals?sort=name');
  await page.getByLabel('Sort by').selectOption({ label: 'Deadline' });
  // The default order: the URL drops it.
  await expect(page).not.toHaveURL(/sort=/);
  const cards = page.getByTestId('festival-card');

  // Page by page, each card prints the deadline the order reads.
  const open: string[] = [];
  for (let number = 1; ; number++) {
    const items = await apiPage((number - 1) * 12);
    if (items.length === 0) break;
    if (number > 1) await gotoHydrated(page, `/en/festivals?page=${number}`);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(items.map((card) => card.Nom));
    for (const [index, card] of items.entries()) {
      if (!card.nextDeadline) continue;
      await expect(cards.nth(index).locator('[data-deadline]')).toHaveText(
        `Next deadline: ${card.nextDeadline.text}`,
      );
      if (card.StatutCampagne === 'open') open.push(card.nextDeadline.DateEvent);
    }
    if (number === 1) await expectNoAxeViolations(page);
  }
  // Among the calls in progress, the printed deadlines go from the soonest to the latest.
  expect(open.length).toBeGreaterThan(12);
  expect(open).toEqual([...open].sort());
});

test('a card in its last days says its urgency once', async ({ page, request }) => {
  const urgent = (await allCards(request)).filter(
    (c) => c.badge === 'lastDays' && c.nextDeadline?.expiresSoon,
  );
  expect(urgent.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/en');
  const list = page.getByRole('region', { name: 'Last days to enter' });
  const cards = list.getByTestId('festival-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.locator('[data-expires-soon]')).toHaveCount(1);
    await expect(card.getByText('Last days', { exact: true })).toHaveCount(0);
  }
  // The same in the directory, for a card found by its name.
  const name = urgent[0]?.Nom ?? '';
  await gotoHydrated(page, `/en/festivals?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('festival-card').filter({ hasText: name }).first();
  await expect(card.locator('[data-expires-soon]')).toHaveCount(1);
  await expect(card.getByText('Last days', { exact: true })).toHaveCount(0);
  await expect(card.locator('[data-badge="open"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a deadline reads the same on the festival page and in its submission panel', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `dates-${Date.now()}@example.com`, 'Dates-Journey-2026');
  const filmId = await eligibleFilm(page, 'Le Jour dit', makeVideo());
  const { festival, section } = await openSection(page, filmId, () => true);
  type Event = { DateEvent: string | null; text: string | null; current: boolean; expired: boolean };
  const answer = await request.get(`/api/public/festivals/${festival.Id}`, { headers: { culture: 'en' } });
  const full = (await answer.json()) as { sections: { IdCampagneSection: number; events: Event[] }[] };
  const events = full.sections.find((s) => s.IdCampagneSection === section.IdCampagneSection)?.events ?? [];
  const deadline = events.find((e) => e.current) ?? events.find((e) => !e.expired);
  const text = deadline?.text ?? '';
  expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d /);

  await page.goto(`/en/festival/${festival.SmartName}`);
  await expect(page.getByRole('table').first()).toContainText(text);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Submit a film to ${festival.Nom}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`Deadline: ${text}`).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
