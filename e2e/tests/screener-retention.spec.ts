import { expect, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { payByCard } from './checkout-steps.ts';
import { eligibleFilm, makeVideo } from './eligible-film.ts';
import { enterSection, plainSections, saveBillingAddress } from './order-entries.ts';

// Issue 32, item 1 (docs/decisions.md "Screener retention"): a screener uploaded today used to be
// kept 2 months after the entry was paid, so it was deleted before the festival announced its
// results. The basket says until when sending the entry keeps the screener and why; once the
// entry is paid, the media tab says the same: kept while the entry awaits its answer.

const PASSWORD = 'Retention-Journey-2026';

test('the basket and the media tab say the screener is kept while the entry awaits its answer', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, `retention-${Date.now()}@example.com`, PASSWORD);
  await saveBillingAddress(page);
  const filmId = await eligibleFilm(page, 'Pauline à la plage', makeVideo());

  // Before: two months after the upload.
  await page.goto(`/en/films/${filmId}/media`);
  const film = page.getByTestId('video-film');
  await expect(film.getByTestId('video-retention')).toHaveText(
    /^Kept until .+: two months after its upload\.$/,
  );

  const [plain] = await plainSections(page, filmId);
  expect(plain, 'the demo has an open plain section this film may enter').toBeDefined();
  const { festival, section } = plain!;
  await enterSection(page, filmId, section);
  await page.goto('/en/cart');
  const entry = page.getByRole('listitem', { name: 'Pauline à la plage' });
  const promise = entry.getByTestId('video-retention');
  await expect(promise).toContainText('Once sent, the screener is kept until ');
  await expect(promise).toContainText(`your entry at ${festival.Nom} awaits its answer`);
  const said = (await promise.textContent())!.replace('Once sent, the screener is kept', 'Kept');
  await expectNoAxeViolations(page);

  await payByCard(page);

  // After: the media tab says what the basket promised.
  await page.goto(`/en/films/${filmId}/media`);
  await expect(film.getByTestId('video-retention')).toHaveText(said);
  await expectNoAxeViolations(page);
});
