import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { addFirstManager, closePeople, firstConnection, personPage } from './festival-space-steps.ts';

// Issue 33, a call's calendar: the new manager of a festival whose call is in preparation sets a
// paid section's calendar on the calendar page (two fee deadlines and a result date, on the
// festival's clock), is told which field is wrong when a deadline falls after the results, sees
// the fee table as filmmakers will, saves, and the festival's public page shows the new fees.
// The festival is the journey's own (the last demo festival in preparation; the calls journey
// takes the first), so other journeys' festivals keep their calendars.

async function lastFestivalInPreparation(request: APIRequestContext): Promise<{ Id: number; Nom: string }> {
  let last: { Id: number; Nom: string } | undefined;
  for (let skip = 0; skip < 1000; skip += 50) {
    const answer = await request.post(`/api/public/festivals/filter/${skip}/50`, { data: {} });
    const page = (await answer.json()) as {
      items: { Id: number; Nom: string; StatutCampagne: string | null }[];
      total: number;
    };
    last = page.items.filter((card) => card.StatutCampagne === 'preparation').at(-1) ?? last;
    if (skip + 50 >= page.total) break;
  }
  if (!last) throw new Error('the demo has no festival whose call is in preparation');
  return last;
}

test.afterEach(closePeople);

test('a manager sets two fee deadlines and a result date, and the public page shows the fees', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const festival = await lastFestivalInPreparation(request);
  const email = `calendar-manager-${Date.now()}@example.com`;
  await addFirstManager(festival.Id, email);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, email);

  const calls = (await (
    await manager.request.get(`/api/festival-space/festivals/${festival.Id}/calls`)
  ).json()) as { items: { IdCampagne: number; AnneeEdition: number; StatutCampagne: string }[] };
  const call = calls.items.find((c) => c.StatutCampagne === 'preparation')!;
  const saved = (await (
    await manager.request.get(
      `/api/festival-space/festivals/${festival.Id}/calls/${call.IdCampagne}/calendar`,
    )
  ).json()) as { sections: { IdCampagneSection: number; IsPayant: boolean; events: { Type: string }[] }[] };
  const section = saved.sections.find((s) => s.IsPayant);
  expect(section, 'the call has a paid section').toBeDefined();

  await manager.goto(`/en/festival-space/${festival.Id}/calls/${call.IdCampagne}/calendar`);
  await expect(
    manager.getByRole('heading', { level: 1, name: `Calendar of the ${call.AnneeEdition} call` }),
  ).toBeVisible();
  await expect(manager.getByTestId('calendar-zone')).toContainText("the festival's time zone");
  await expectNoAxeViolations(manager);

  const year = new Date().getUTCFullYear() + 1;
  const form = manager.getByTestId(`calendar-section-${section!.IdCampagneSection}`);
  // Exactly two deadlines and no extension.
  const removeExtension = form.getByRole('button', { name: /^Remove the extension/ });
  if (await removeExtension.isVisible()) await removeExtension.click();
  const deadlines = form.getByTestId('calendar-deadline');
  while ((await deadlines.count()) > 2)
    await form.getByRole('button', { name: /^Remove deadline 3 / }).click();
  while ((await deadlines.count()) < 2) await form.getByRole('button', { name: /^Add a deadline/ }).click();
  await form.getByLabel('Opening').fill(`${year}-01-15T09:00`);
  await form.getByLabel('Deadline 1', { exact: true }).fill(`${year}-03-31T23:59`);
  await form.getByLabel('Fee up to deadline 1 (€)').fill('15');
  await form.getByLabel('Deadline 2', { exact: true }).fill(`${year}-05-31T23:59`);
  await form.getByLabel('Fee up to deadline 2 (€)').fill('25.50');
  // A contradiction: the results before the second deadline.
  await form.getByLabel('Results announced').fill(`${year}-04-30T18:00`);
  await manager.getByRole('button', { name: 'Save the calendar' }).click();
  const second = form.getByLabel('Deadline 2', { exact: true });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText('This deadline falls after the results: move it before the results date.'),
  ).toBeVisible();
  await expectNoAxeViolations(manager);

  // Fixed, the preview shows the table as the public page will.
  await form.getByLabel('Results announced').fill(`${year}-07-01T18:00`);
  const preview = manager.getByTestId('calendar-preview');
  await expect(preview).toContainText('€15.00');
  await expect(preview).toContainText('€25.50');
  await manager.getByRole('button', { name: 'Save the calendar' }).click();
  await expect(manager.getByText("Calendar saved. The festival's page shows it now.")).toBeVisible();
  await expect(form.getByLabel('Fee up to deadline 2 (€)')).toHaveValue('25.50');

  // At phone width the page fits and stays accessible.
  await manager.setViewportSize({ width: 360, height: 800 });
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(manager);

  // The public page's fee table follows.
  await expect
    .poll(
      async () => {
        await manager.goto(`/en/festival/${festival.Id}`);
        return (await manager.getByTestId('dates-fees-table').textContent()) ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(/€25\.50/);
  await expect(manager.getByTestId('dates-fees-table')).toContainText('€15');
});
