import { expect, type Page } from '@playwright/test';
import { eligibleFilm, signedApi } from './eligible-film.ts';

// Order journeys' set-up: a billing address, the open sections a film may enter, and what goes
// in the basket through the product's own calls (a film made eligible by its tabs' calls, a
// poster and a video sent with tus, then `inscriptions/by-film` as the film's panel adds an
// entry; a SuperStamp through the order API's call).

type Cell = { IdFilm: number; IdCampagneSection: number; status: string };
export type PanelSection = {
  IdCampagneSection: number;
  IdSection: number;
  IdCampagne: number;
  Libelle: string;
  IsPayant: boolean;
  IsPublic: boolean;
  currentFee: number | null;
  questions: unknown[];
};
type PanelFestival = { IdFestival: number; Nom: string; sections: PanelSection[] };
export type PlainSection = { festival: PanelFestival; section: PanelSection };
type Product = { Id: number; code: string };

/** An amount in cents as the English pages show it (`€70.80`). */
export const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** What a SuperStamp takes off an entry fee in cents: 20 %, half a cent rounded up. */
export const superStampDiscount = (feeCents: number) => Math.floor((feeCents * 2000 + 5000) / 10000);

/** The billing address through the profile's form, as the filmmaker fills it. */
export async function fillBillingAddress(page: Page) {
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/compte/adresse-facturation' && r.request().method() === 'GET',
  );
  await page.goto('/en/profile/addresses');
  await (await loaded).finished();
  const billing = page.getByRole('region', { name: 'Billing address' });
  // The form takes the saved address when its query answers and drops what was typed before
  // (on a busy machine a fill once landed first: "Name on the invoice" emptied, the save refused):
  // filled after that answer, and filled again should the save still be refused.
  await expect(async () => {
    await billing.getByRole('textbox', { name: 'Name on the invoice', exact: true }).fill('Ada Lovelace');
    await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
    await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue de la Paix');
    await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('75002');
    await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The billing address through the profile's call, for journeys about something else. */
export async function saveBillingAddress(page: Page) {
  const { api, send } = await signedApi(page);
  const countries = (await (await api.get('/api/pays/dico')).json()) as { Id: number; Iso2: string }[];
  await send('put', '/api/compte/adresse-facturation', {
    Header: 'Éric Rohmer',
    Line1: '12 rue de la Paix',
    ZipCode: '75002',
    City: 'Paris',
    CountryId: countries.find((c) => c.Iso2 === 'FR')!.Id,
  });
}

/** The open sections the film may enter without password or questions, as the film's panel sees them. */
export async function plainSections(page: Page, filmId: number): Promise<PlainSection[]> {
  const { api, headers } = await signedApi(page);
  const answer = await api.post(`/api/compare-film-section/by-film/${filmId}`, {
    headers: { ...headers, culture: 'en' },
    // The film's panel, paged: the eligible tab's first festivals are plenty.
    data: { tab: 'eligible', limit: 50 },
  });
  expect(answer.status()).toBe(200);
  const { results, festivals } = (await answer.json()) as { results: Cell[]; festivals: PanelFestival[] };
  return festivals
    .flatMap((festival) => festival.sections.map((section) => ({ festival, section })))
    .filter(
      ({ section }) =>
        section.IsPublic &&
        section.questions.length === 0 &&
        results.some((c) => c.IdCampagneSection === section.IdCampagneSection && c.status === 'eligible'),
    );
}

/** An open section with a fee the film may enter without password or questions. */
export async function paidSection(page: Page, filmId: number): Promise<PlainSection> {
  const paid = (await plainSections(page, filmId)).find(
    ({ section }) => section.IsPayant && (section.currentFee ?? 0) > 0,
  );
  expect(paid, 'the demo has an open paid section without password or questions').toBeDefined();
  return paid!;
}

/** The film's entry in the section put in the basket, as the film's panel adds it. */
export async function enterSection(page: Page, filmId: number, section: PanelSection) {
  const { send } = await signedApi(page);
  await send('post', `/api/inscriptions/by-film/${filmId}`, {
    idFilm: filmId,
    items: [`${section.IdCampagne}§${section.IdSection}`],
  });
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
  const plain = (await plainSections(page, filmId)).find(({ section }) => section.IsPayant);
  expect(plain, 'the demo has an open plain paid section this film may enter').toBeDefined();
  const { festival, section } = plain!;
  await enterSection(page, filmId, section);
  return { filmId, festival: festival.Nom };
}

/** A 12-month SuperStamp for the film put in the basket by the order API's call, its use confirmed. */
export async function superStampInBasket(page: Page, filmId: number) {
  const { api, send } = await signedApi(page);
  const me = (await (await api.get('/api/ping')).json()) as { Id: number };
  const products = (await (await api.get('/order-api/products/active')).json()) as Product[];
  await send('post', `/order-api/customer/${me.Id}/basket/superstamps`, {
    productId: products.find((p) => p.code === 'superstamp-12')!.Id,
    IdFilm: filmId,
    confirmIrreversible: true,
  });
}
