import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signedApi } from './eligible-film.ts';
import {
  addFirstManager,
  callInPreparation,
  closePeople,
  festivalWithoutPublicCall,
  firstConnection,
  personPage,
} from './festival-space-steps.ts';
import { operatorCommand } from './operator-command.ts';

// Issue 33, a call's calendar: the new manager of a festival whose call is in preparation sets a
// paid section's calendar on the calendar page (two fee deadlines, the first named "Early bird"
// in English and French, and a result date, on the festival's clock), is told which field is
// wrong when a deadline falls after the results, sees the fee table as filmmakers will, saves;
// once the operator verified the call, the festival's public page shows the new fees and the
// step's name (a call is public once verified). The festival is the journey's own (the last demo
// festival without a verified call; the calls journey takes the first), so other journeys'
// festivals keep their calendars.

test.afterEach(closePeople);

test('a manager sets two fee deadlines and a result date, and the public page shows the fees', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const festival = await festivalWithoutPublicCall(request, -1);
  const email = `calendar-manager-${Date.now()}@example.com`;
  await addFirstManager(festival.Id, email);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, email);

  const call = await callInPreparation(manager, festival.Id);
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
  // The festival's own name for the first deadline, in English and French.
  await form.getByRole('textbox', { name: 'Deadline 1: own name (English)' }).fill('Early bird');
  await form.getByRole('textbox', { name: 'Deadline 1: own name (French)' }).fill('Lève-tôt');
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
  await expect(preview).toContainText('Early bird');
  await manager.getByRole('button', { name: 'Save the calendar' }).click();
  await expect(manager.getByText("Calendar saved. The festival's page shows it now.")).toBeVisible();
  await expect(form.getByLabel('Fee up to deadline 2 (€)')).toHaveValue('25.50');
  await expect(form.getByRole('textbox', { name: 'Deadline 1: own name (French)' })).toHaveValue('Lève-tôt');

  // At phone width the page fits and stays accessible.
  await manager.setViewportSize({ width: 360, height: 800 });
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(manager);

  // Not verified yet, the call is not public: the festival's page shows no fee table.
  await manager.goto(`/en/festival/${festival.Id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(manager.getByTestId('dates-fees-table')).toHaveCount(0);

  // Once the manager asked and the operator verified it, the public page's fee table follows,
  // with the step's own name in the reader's language.
  const { send } = await signedApi(manager);
  await send(
    'post',
    `/api/festival-space/festivals/${festival.Id}/calls/${call.IdCampagne}/verification-request`,
  );
  await operatorCommand(['verify-call', '--call', String(call.IdCampagne), '--accept']);
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
  await expect(manager.getByTestId('dates-fees-table')).toContainText('Early bird');
  await expectNoAxeViolations(manager);
  await expect
    .poll(
      async () => {
        await manager.goto(`/fr/festival/${festival.Id}`);
        return (await manager.getByTestId('dates-fees-table').textContent()) ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain('Lève-tôt');
});
