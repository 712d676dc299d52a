import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { eligibleFilm, signedApi } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  firstConnection,
  personPage,
} from './festival-space-steps.ts';

// Issue 33, a section's additional questions: a manager of an open festival adds a yes/no and a
// blocking question to one of its sections (previewing the blocking one as the filmmaker will
// see it), moves the blocking one first with the keyboard, and a filmmaker entering a film in
// that section is asked both, in that order: a "no" to the blocking one stops the entry with its
// reason. At the end the manager deletes both after the confirmation, so the section is plain
// again for the journeys that pick plain sections (they run after this one, on the same data).

const PASSWORD = 'Questions-Journey-2026';
const FILM = 'Les Questions du soir';
const YES_NO = 'Has the film been shown in France?';
const BLOCKING = 'Was the film finished after January 2025?';
const REASON = 'This section only takes films finished after January 2025.';

/** No page wider than the phone: nothing scrolls sideways at 360 px. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.afterEach(closePeople);

test('a manager adds, previews and orders questions; the panel asks them and a blocking no stops the entry', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, `questions-filmmaker-${Date.now()}@example.com`, PASSWORD);
  const filmId = await eligibleFilm(page, FILM);
  const { festival, section, SmartName } = await festivalOfItsOwn(page, filmId, 4);

  const email = `questions-manager-${Date.now()}@example.com`;
  await addFirstManager(festival.IdFestival, email);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, email);
  const questionsUrl = `/en/festival-space/${festival.IdFestival}/calls/${section.IdCampagne}/sections/${section.IdCampagneSection}/questions`;
  const apiUrl = `/api/festival-space/festivals/${festival.IdFestival}/calls/${section.IdCampagne}/sections/${section.IdCampagneSection}/questions`;

  try {
    await manager.goto(questionsUrl);
    await expect(
      manager.getByRole('heading', { level: 1, name: `Questions of “${section.Libelle}”` }),
    ).toBeVisible();
    await expect(manager.getByText('This section asks no additional question yet.')).toBeVisible();
    await expectNoAxeViolations(manager);

    // A yes/no question, in English and French.
    await manager.getByRole('button', { name: 'Add a question' }).click();
    let editor = manager.getByRole('dialog', { name: 'Add a question' });
    await expect(editor.getByRole('combobox', { name: 'Type' })).toHaveValue('yes-no');
    await editor.getByRole('textbox', { name: 'Question in English' }).fill(YES_NO);
    await editor.getByRole('tab', { name: 'French' }).click();
    await editor
      .getByRole('textbox', { name: 'Question in French' })
      .fill('Le film a-t-il été montré en France ?');
    await expect(
      editor.getByRole('radiogroup', { name: 'Le film a-t-il été montré en France ?' }),
    ).toBeVisible();
    await editor.getByRole('tab', { name: 'English' }).click();
    await editor.getByRole('button', { name: 'Save the question' }).click();
    await expect(editor).toBeHidden();
    await expect(manager.getByText('The question is added at the end.')).toBeVisible();

    // A blocking question: its reason is required, and the preview stops on a no with it.
    await manager.getByRole('button', { name: 'Add a question' }).click();
    editor = manager.getByRole('dialog', { name: 'Add a question' });
    await editor.getByRole('combobox', { name: 'Type' }).selectOption('blocking');
    await editor.getByRole('textbox', { name: 'Question in English' }).fill(BLOCKING);
    await editor.getByRole('button', { name: 'Save the question' }).click();
    await expect(
      editor.getByText('The question could not be saved. Please check the fields marked in red.'),
    ).toBeVisible();
    await editor.getByRole('textbox', { name: /^Reason shown when the answer is no/ }).fill(REASON);
    const preview = editor.getByRole('radiogroup', { name: BLOCKING });
    await preview.getByRole('radio', { name: 'No' }).check();
    await expect(editor.locator('p', { hasText: REASON })).toBeVisible();
    await expectNoAxeViolations(manager);
    await editor.getByRole('button', { name: 'Save the question' }).click();
    await expect(editor).toBeHidden();

    // The blocking one goes first, from the keyboard.
    const items = manager.getByTestId('question-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(YES_NO);
    const up = manager.getByRole('button', { name: `Move “${BLOCKING}” up` });
    await up.focus();
    await manager.keyboard.press('Enter');
    await expect(items.nth(0)).toContainText(BLOCKING);
    await expect(items.nth(1)).toContainText(YES_NO);
    await expect(manager.getByRole('button', { name: `Move “${BLOCKING}” up` })).toBeDisabled();
    await expectNoAxeViolations(manager);
    await expectFitsPhone(manager);

    // The filmmaker's panel asks both, blocking first; a no stops the entry with the reason.
    await page.goto(`/en/festival/${SmartName}`);
    await page.getByRole('button', { name: 'Submit a film' }).click();
    const panel = page.getByRole('dialog', { name: `Submit a film to ${festival.Nom}` });
    await panel.getByRole('checkbox', { name: `${section.Libelle} for ${FILM}` }).click();
    const asked = page.getByRole('dialog', { name: `Questions of “${section.Libelle}”` });
    await expect(asked).toBeVisible();
    const groups = asked.getByRole('radiogroup');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAccessibleName(new RegExp(BLOCKING));
    await expect(groups.nth(1)).toHaveAccessibleName(new RegExp(YES_NO.replace('?', '\\?')));
    await groups.nth(0).getByRole('radio', { name: 'No' }).check();
    await expect(asked.getByText(REASON)).toBeVisible();
    await expect(asked.getByRole('alert')).toHaveText('With this answer the film cannot enter this section.');
    await expect(asked.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await groups.nth(0).getByRole('radio', { name: 'Yes' }).check();
    await groups.nth(1).getByRole('radio', { name: 'No' }).check();
    await expect(asked.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await asked.getByRole('button', { name: 'Cancel' }).click();

    // The manager deletes both, each after the confirmation.
    for (const wording of [BLOCKING, YES_NO]) {
      await manager.getByRole('button', { name: `Delete “${wording}”` }).click();
      const confirm = manager.getByRole('dialog', { name: 'Delete this question?' });
      await expect(confirm).toContainText(wording);
      await confirm.getByRole('button', { name: 'Delete the question' }).click();
      await expect(confirm).toBeHidden();
    }
    await expect(manager.getByText('This section asks no additional question yet.')).toBeVisible();
  } finally {
    // Whatever failed, the section is left plain for the journeys after this one.
    const { api, headers } = await signedApi(manager);
    const left = (await (await api.get(apiUrl)).json()) as { items?: { Id: number }[] };
    for (const q of left.items ?? []) await api.delete(`${apiUrl}/${q.Id}`, { headers });
  }
});
