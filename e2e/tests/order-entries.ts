import { expect, type Page } from '@playwright/test';
import { eligibleFilm, signedApi } from './eligible-film.ts';

// Order journeys' set-up: a billing address, and an entry in the basket made through the
// product's own calls (a film made eligible by its tabs' calls, a poster and a video sent with
// tus, then `inscriptions/by-film` on a plain paid section of an open demo festival).

type Cell = { IdFilm: number; IdCampagneSection: number; status: string };
type PanelSection = {
  IdCampagneSection: number;
  IdSection: number;
  IdCampagne: number;
  Libelle: string;
  IsPayant: boolean;
  IsPublic: boolean;
  questions: unknown[];
};
type PanelFestival = { IdFestival: number; Nom: string; sections: PanelSection[] };

export async function fillBillingAddress(page: Page) {
  await page.goto('/en/profile/addresses');
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('textbox', { name: 'Name on the invoice', exact: true }).fill('Ada Lovelace');
  await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue de la Paix');
  await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('75002');
  await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

/**
 * An eligible film entered in a plain paid section (public, no questions) of an open demo
 * festival: one entry in the basket. Answers the film's id and the festival's name.
 */
export async function entryInBasket(
  page: Page,
  title: string,
): Promise<{ filmId: number; festival: string }> {
  const filmId = await eligibleFilm(page, title);
  const { api, csrf, send } = await signedApi(page);
  const answer = await api.post(`/api/compare-film-section/by-film/${filmId}`, {
    headers: { 'x-csrf-token': csrf, culture: 'en' },
    // The film's panel, paged: the eligible tab's first festivals are plenty.
    data: { tab: 'eligible', limit: 50 },
  });
  expect(answer.status()).toBe(200);
  const { results, festivals } = (await answer.json()) as { results: Cell[]; festivals: PanelFestival[] };
  const plain = festivals
    .flatMap((festival) => festival.sections.map((section) => ({ festival, section })))
    .find(
      ({ section }) =>
        section.IsPublic &&
        section.IsPayant &&
        section.questions.length === 0 &&
        results.some((c) => c.IdCampagneSection === section.IdCampagneSection && c.status === 'eligible'),
    );
  expect(plain, 'the demo has an open plain paid section this film may enter').toBeDefined();
  const { festival, section } = plain!;
  await send('post', `/api/inscriptions/by-film/${filmId}`, {
    idFilm: filmId,
    items: [`${section.IdCampagne}§${section.IdSection}`],
  });
  return { filmId, festival: festival.Nom };
}
