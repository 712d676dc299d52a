import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { closePeople, csrfHeaders, personPage, signInDemo, watchToTheEnd } from './festival-space-steps.ts';

// Issue 34's scores, on the demo festival (packages/db/src/seed/demo/festival-side-plan.ts): a
// programmer's score waits until they watched the film past the threshold (the player's viewing
// reports, sent here through the same call rather than played in real time); two programmers
// then disagree on one entry, 1 and 5; the manager sorts the inbox by disagreement and reads the
// mean and the spread on the entry.

const DEMO_FESTIVAL = '40';
const MANAGER = 'manager@festival.demo.shortlist.example';
const SECOND_PROGRAMMER = 'programmer2@festival.demo.shortlist.example';
const THIRD_PROGRAMMER = 'programmer3@festival.demo.shortlist.example';
const API = '/api/festival-space';

test.afterEach(closePeople);

test('a score waits for the viewing; the manager sorts by disagreement and reads the spread', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInDemo(page, MANAGER);
  const inbox = await page.request.post(`${API}/festivals/${DEMO_FESTIVAL}/entries/filter/0/100`, {
    data: { sort: 'number' },
    headers: await csrfHeaders(page),
  });
  const items = (
    (await inbox.json()) as {
      items: { IdInscription: number; TitreOriginal: string; hasScreener: boolean }[];
    }
  ).items;
  const entry = items.find((item) => item.hasScreener);
  expect(entry).toBeDefined();
  const { IdInscription, TitreOriginal: title } = entry!;

  // The second programmer opens the entry: the score waits for the viewing.
  const programmer = await personPage(browser, baseURL);
  await signInDemo(programmer, SECOND_PROGRAMMER);
  await programmer.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries/${IdInscription}`);
  await expect(programmer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const review = programmer.getByRole('region', { name: 'Your review' });
  await expect(review.getByTestId('review-counts')).toContainText(/once you have watched 80%/);
  await expect(review.getByRole('radio', { name: '1', exact: true })).toBeDisabled();

  // Watched to the end (the player's report), the score counts: 1, with a private note and a tag.
  await watchToTheEnd(programmer, IdInscription);
  await programmer.reload();
  await expect(review.getByTestId('review-counts')).toHaveText(
    'Your score counts: you watched 100% of the film.',
  );
  await review.getByRole('radio', { name: '1', exact: true }).check();
  await review.getByRole('textbox', { name: 'Private note' }).fill('The ending drags.');
  await review.getByRole('checkbox', { name: 'Editing' }).check();
  await expectNoAxeViolations(programmer);
  await review.getByRole('button', { name: 'Save my review' }).click();
  await expect(programmer.getByText('Review saved.')).toBeVisible();

  // The third programmer watches and gives it 5, through the same calls as the page.
  const third = await personPage(browser, baseURL);
  await signInDemo(third, THIRD_PROGRAMMER);
  await watchToTheEnd(third, IdInscription);
  const scored = await third.request.put(`${API}/entries/${IdInscription}/review`, {
    data: { score: 5, note: null, tags: ['direction'] },
    headers: await csrfHeaders(third),
  });
  expect(scored.status()).toBe(200);

  // The manager sorts the inbox by disagreement: the widest (4, on a 1-5 scale) comes first.
  await page.goto(`/en/festival-space/${DEMO_FESTIVAL}/entries`);
  await page.getByRole('button', { name: 'Spread' }).click();
  await expect(page).toHaveURL(/sort=scoreSpread/);
  await expect(page.getByTestId('inbox-spread').first()).toHaveText('4');
  const row = page.getByTestId('inbox-row').filter({ hasText: title });
  await expect(row.getByTestId('inbox-spread')).toHaveText('4');
  await expect(row.getByTestId('inbox-mean')).toHaveText('3');
  await expectNoAxeViolations(page);

  // On the entry: the mean, the spread and each score, never the programmer's note.
  await row.getByRole('link', { name: title }).click();
  const scores = page.getByRole('region', { name: 'Scores' });
  await expect(scores.getByTestId('score-summary')).toContainText('Mean 3 / 5');
  await expect(scores.getByTestId('score-summary')).toContainText('Spread 4');
  await expect(scores.getByRole('row').filter({ hasText: 'Inès Moreau' })).toContainText('1');
  await expect(page.getByText('The ending drags.')).toHaveCount(0);
});
