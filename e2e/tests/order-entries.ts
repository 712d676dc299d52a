import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

// Order journeys' set-up: a billing address, and an entry in the basket made through the
// product's own calls (a film made eligible by its tabs' calls, a poster and a video sent with
// tus, then `inscriptions/by-film` on a plain paid section of an open demo festival).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

/** A one-second video made by ffmpeg: small, so one tus PATCH sends it whole. */
function makeVideo(): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-orders-')), 'short.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=1:size=320x240:rate=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
  ]);
  return readFileSync(path);
}

/** The signed-in page's API, with the CSRF header every write needs. */
async function signedApi(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
  const api = page.request;
  const send = async (method: 'post' | 'put' | 'patch', url: string, data?: object | Buffer, extra = {}) => {
    const response = await api[method](url, {
      headers: { 'x-csrf-token': csrf, ...extra },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response;
  };
  return { api, csrf, send };
}

/** A film of the signed-in account, complete and with a viewing copy: eligible. */
async function eligibleFilm(page: Page, title: string): Promise<number> {
  const { send } = await signedApi(page);
  const created = await send('post', '/api/films', {
    IsDeclarationDroits: true,
    TitreOriginal: title,
    TitreLatin: null,
    AnneeProd: 2026,
    MoisProd: 3,
    dureeMinutes: 2,
    dureeSecondes: 30,
    IsPremierFilm: true,
    IsFilmEcole: false,
    NomEcole: null,
    IsScriptOriginal: true,
    IsMusiqueOriginale: false,
    IsSansDialogue: false,
    IsSilencieux: false,
    IsLibreDroits: false,
    IsDroitsMusiqueAcquis: true,
    IdProcede: 1,
    idPaysProdPrincipal: 1,
    idsCategorie: [1, 2],
  });
  const id = ((await created.json()) as { Id: number }).Id;
  await send('put', `/api/films/${id}/donnees`, {
    TitreInternationnal: `${title} (international)`,
    UrlSite: null,
    UrlVideo: null,
    idsGenre: [1, 2, 3, 4, 5],
    resumeEn: 'A night nurse crosses a sleeping city.',
    idsLangueDialogue: [6],
    idsPaysCoProd: [],
    idsPaysTournage: [1],
    idsThematique: [1, 2, 3, 4, 5, 6, 7, 8],
    IsLangueSigne: false,
    titres: [],
    resumes: [],
    synopses: [],
  });
  await send('put', `/api/films/${id}/technique`, {
    IdRatio: 1,
    IdSon: 1,
    IdFramerate: 1,
    IdPriseVue: 1,
    idsSupportCaptation: [1],
    idsSupportProj: [1],
    idsTechAnimation: [],
    logiciels: [],
  });
  await send('post', '/api/contacts', {
    IdContact: null,
    IdFilm: id,
    idsFonction: [1],
    Personne: { IsSave: true, Data: { Nom: 'Demy', Prenom: 'Jacques' } },
  });
  await send('post', `/api/films/${id}/photo?Type=poster`, PNG, {
    'content-type': 'application/octet-stream',
  });
  const video = makeVideo();
  const metadata = Object.entries({
    filmId: String(id),
    type: 'film',
    filename: 'short.mp4',
    filetype: 'video/mp4',
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const tus = { 'tus-resumable': '1.0.0' };
  const started = await send('post', '/api/uploads', undefined, {
    ...tus,
    'upload-length': String(video.length),
    'upload-metadata': metadata,
  });
  const location = new URL(started.headers().location ?? '', 'http://x').pathname;
  await send('patch', location, video, {
    ...tus,
    'upload-offset': '0',
    'content-type': 'application/offset+octet-stream',
  });
  return id;
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
  const answer = await api.post('/api/compare-film-section', {
    headers: { 'x-csrf-token': csrf, culture: 'en' },
    data: { IdFilm: filmId },
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
