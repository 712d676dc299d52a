import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, makeVideo, signedApi } from './eligible-film.ts';
import {
  addFirstManager,
  closePeople,
  festivalOfItsOwn,
  firstConnection,
  personPage,
  publishDecisions,
  watchToTheEnd,
} from './festival-space-steps.ts';
import { enterSection, saveBillingAddress } from './order-entries.ts';

// Issue 34's journey ("Done when"), up to the filmmaker's receipt. A filmmaker pays one order of
// 12 entries in one section of a festival of the journey's own (films made eligible through the
// product's calls); the operator's command makes its manager, who invites three programmers
// through the members call and promises on the call that every film is watched to the end by 2.
// The manager shares the section two each; a programmer declares a conflict and the entry moves
// to the third; a programmer scores in the UI and takes the next entry with "Next entry"; the
// others watch (the player's viewing reports sent through its call, not played in real time).
// The manager sorts the inbox by disagreement, is refused the publication with the entries short
// of the promise listed, publishes once the last programmer has watched, and the filmmaker's
// receipt says the promise was kept.

const PASSWORD = 'Jury-Journey-2026';
const ENTRIES = 12;
const TITLES = Array.from({ length: ENTRIES }, (_, i) => `Nuit de garde ${String(i + 1).padStart(2, '0')}`);

type QueueItem = { IdInscription: number; TitreOriginal: string; watchedToEnd: boolean };

test.afterEach(closePeople);

/** The programmer's queue, through the call the queue page makes. */
async function queueOf(page: Page, festivalId: number): Promise<QueueItem[]> {
  const answer = await page.request.get(`/api/festival-space/festivals/${festivalId}/queue`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: QueueItem[] }).items;
}

/** A score through the call the review form makes. */
async function score(page: Page, entry: number, value: number) {
  const { send } = await signedApi(page);
  await send('put', `/api/festival-space/entries/${entry}/review`, { score: value, note: null, tags: [] });
}

test('a section of 12 shared two each, a conflict, scores and Next, a refused then kept promise', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();

  // The filmmaker's 12 entries in one paid section, paid in one order.
  await signUp(page, request, `jury-filmmaker-${stamp}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const video = makeVideo();
  const films: number[] = [];
  for (const title of TITLES) films.push(await eligibleFilm(page, title, video));
  const { festival, section } = await festivalOfItsOwn(page, films[0]!, 6);
  for (const film of films) await enterSection(page, film, section);
  await page.goto('/en/cart');
  await payByCard(page);

  // The manager (the operator's command) and three programmers invited through the members call.
  const managerEmail = `jury-manager-${stamp}@example.com`;
  await addFirstManager(festival.IdFestival, managerEmail);
  const manager = await personPage(browser, baseURL);
  await firstConnection(manager, request, managerEmail);
  await expect(manager.getByTestId('inbox-row')).toHaveCount(ENTRIES);
  const { api, send } = await signedApi(manager);
  const space = `/api/festival-space/festivals/${festival.IdFestival}`;
  const programmers: Page[] = [];
  for (const n of [1, 2, 3]) {
    const email = `jury-programmer${n}-${stamp}@example.com`;
    const programmer = await personPage(browser, baseURL);
    await signUp(programmer, request, email, PASSWORD);
    await send('post', `${space}/members`, { Login: email, role: 'programmer' });
    programmers.push(programmer);
  }
  const [first, second, third] = programmers as [Page, Page, Page];

  // The call's promise: every film watched to the end by 2 members.
  const calls = (await (await api.get(`${space}/calls`)).json()) as {
    items: { IdCampagne: number; StatutCampagne: string }[];
  };
  const call = calls.items.find((item) => item.StatutCampagne === 'open')!;
  await manager.goto(`/en/festival-space/${festival.IdFestival}/calls/${call.IdCampagne}`);
  await manager.getByRole('combobox', { name: 'Guaranteed watch' }).selectOption({ label: '2 members' });
  await manager.getByRole('button', { name: 'Save the call' }).click();
  await expect(manager.getByText('The call is saved.')).toBeVisible();

  // The section shared automatically, two programmers per entry: 8 entries each.
  await manager.goto(`/en/festival-space/${festival.IdFestival}/assignments`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  const assignments = manager.getByTestId('assignment-section').filter({ hasText: section.Libelle });
  // The section's heading carries the call's year: "International competition (2027)".
  const sectionName = (await assignments.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await assignments.getByRole('textbox', { name: 'Programmers per entry' }).fill('2');
  await assignments.getByRole('button', { name: `Assign ${sectionName} automatically` }).click();
  const confirm = manager.getByRole('dialog', { name: `Assign ${sectionName} automatically?` });
  await expect(confirm.getByText(/each entry goes to 2 programmers/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace and assign' }).click();
  await expect(confirm).toBeHidden();
  const loads = assignments.getByTestId('programmer-load');
  await expect(loads).toHaveCount(3);
  for (const row of await loads.all()) await expect(row.getByRole('cell').nth(1)).toHaveText('8');
  await expect(assignments.getByTestId('assignment-shortfall')).toHaveCount(0);
  await expectNoAxeViolations(manager);

  // The first programmer declares a conflict with the first film of their queue: it moves to the
  // third programmer, the only one not assigned it.
  const queue = `/en/festival-space/${festival.IdFestival}/queue`;
  await first.goto(queue);
  await expect(first.getByRole('heading', { level: 1, name: 'My queue' })).toBeVisible();
  await expect(first.getByTestId('queue-row')).toHaveCount(8);
  await expectNoAxeViolations(first);
  const firstRow = first.getByTestId('queue-row').first();
  const conflicted = (await firstRow.getByRole('link').textContent()) ?? '';
  await firstRow.getByRole('link').click();
  await expect(first.getByRole('heading', { level: 1, name: conflicted })).toBeVisible();
  await first.getByRole('button', { name: 'Declare a conflict of interest' }).click();
  const declare = first.getByRole('dialog', { name: 'Declare a conflict of interest?' });
  await expect(declare.getByRole('radio', { name: `The film ${conflicted}` })).toBeChecked();
  await declare.getByRole('button', { name: 'Declare the conflict' }).click();
  await expect(declare).toBeHidden();
  await expect(first.getByText(`${conflicted} moved to `, { exact: false })).toBeVisible();
  expect((await queueOf(first, festival.IdFestival)).map((item) => item.TitreOriginal)).not.toContain(
    conflicted,
  );
  expect((await queueOf(third, festival.IdFestival)).map((item) => item.TitreOriginal)).toContain(conflicted);
  await manager.reload();
  await expect(manager.getByTestId('conflict-row').filter({ hasText: conflicted })).toBeVisible();
  await expect(assignments.getByTestId('assignment-shortfall')).toHaveCount(0);

  // The second programmer takes "Next entry" from their queue, watches it, scores it 1 on its
  // page, then takes the next one from there and scores it 4.
  await second.goto(queue);
  await expect(second.getByTestId('queue-row')).toHaveCount(8);
  const entryUrl = new RegExp(`/en/festival-space/${festival.IdFestival}/entries/(\\d+)$`);
  const scored: number[] = [];
  for (const value of [1, 4]) {
    const before = second.url();
    await second.getByRole('link', { name: 'Next entry' }).click();
    await expect(second).not.toHaveURL(before);
    await expect(second).toHaveURL(entryUrl);
    const entry = Number(entryUrl.exec(second.url())![1]);
    await watchToTheEnd(second, entry);
    await second.reload();
    const review = second.getByRole('region', { name: 'Your review' });
    await expect(review.getByTestId('review-counts')).toHaveText(
      'Your score counts: you watched 100% of the film.',
    );
    await review.getByRole('radio', { name: String(value), exact: true }).check();
    if (value === 1) await expectNoAxeViolations(second);
    await review.getByRole('button', { name: 'Save my review' }).click();
    await expect(second.getByText('Review saved.')).toBeVisible();
    scored.push(entry);
  }
  const [disputed, agreed] = scored as [number, number];

  // The first and second programmers watch the rest of their queues; the other programmer of the
  // two scored entries scores them 5 (a spread of 4, then of 1).
  for (const programmer of [first, second]) {
    for (const item of await queueOf(programmer, festival.IdFestival))
      if (!item.watchedToEnd) await watchToTheEnd(programmer, item.IdInscription);
  }
  for (const entry of scored) {
    const other = (await queueOf(first, festival.IdFestival)).some((item) => item.IdInscription === entry)
      ? first
      : third;
    if (other === third) await watchToTheEnd(third, entry);
    await score(other, entry, 5);
  }

  // The manager sorts the inbox by disagreement: the entry scored 1 and 5 comes first.
  const titles = new Map(
    (
      (await (await send('post', `${space}/entries/filter/0/100`, { sort: 'number' })).json()) as {
        items: { IdInscription: number; TitreOriginal: string }[];
      }
    ).items.map((item) => [item.IdInscription, item.TitreOriginal]),
  );
  const inbox = `/en/festival-space/${festival.IdFestival}/entries`;
  await manager.goto(inbox);
  await manager.getByRole('button', { name: 'Spread' }).click();
  await expect(manager).toHaveURL(/sort=scoreSpread/);
  const rows = manager.getByTestId('inbox-row');
  await expect(rows.first()).toContainText(titles.get(disputed)!);
  await expect(rows.first().getByTestId('inbox-spread')).toHaveText('4');
  await expect(rows.first().getByTestId('inbox-mean')).toHaveText('3');
  await expect(rows.nth(1)).toContainText(titles.get(agreed)!);
  await expect(rows.nth(1).getByTestId('inbox-spread')).toHaveText('1');
  await expectNoAxeViolations(manager);

  // The two scored entries are selected (the calls the entry page makes); publishing is refused
  // while the third programmer's entries are watched to the end by one programmer only.
  for (const entry of scored)
    for (const Statut of [4, 8]) await send('put', `/api/festival-space/entries/${entry}/status`, { Statut });
  const short = (await queueOf(third, festival.IdFestival)).filter((item) => !item.watchedToEnd);
  expect(short.length).toBeGreaterThan(0);
  await manager.goto(inbox);
  // The button counts the decisions (one email each), both the one filmmaker's here.
  const publishOnce = () => publishDecisions(manager, section.IdCampagneSection, 2);
  const dialog = await publishOnce();
  const refusal = dialog.getByTestId('watch-guarantee-unmet');
  await expect(refusal).toContainText('members needed: 2');
  await expect(refusal.getByRole('listitem')).toHaveCount(short.length);
  for (const item of short)
    await expect(refusal.getByRole('listitem').filter({ hasText: `${item.TitreOriginal} (no. ` })).toHaveText(
      /: watched to the end by 1 of 2$/,
    );
  await expectNoAxeViolations(manager);
  await dialog.getByRole('button', { name: 'Not now' }).click();

  // The third programmer watches the rest; the promise holds and the decisions go out.
  for (const item of short) await watchToTheEnd(third, item.IdInscription);
  await publishOnce();
  await expect(manager.getByText(/^Decisions published: \d+ filmmakers? emailed\.$/)).toBeVisible();

  // The filmmaker's receipt on the selected entries.
  await page.goto('/en/submissions');
  for (const entry of scored) {
    const submission = page.getByRole('region', { name: titles.get(entry)! }).getByTestId('submission-entry');
    await expect(submission.getByTestId('submission-watch-guarantee')).toHaveText(
      'Promise kept: watched to the end by 2 programmers',
    );
  }
  await expectNoAxeViolations(page);
});
