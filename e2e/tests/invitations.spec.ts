import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 14's invitations: the operator invites a filmmaker's film to a festival's section with
// `npm run admin -- create-invitation` against this run's server (its URL, and the operator token
// the server wrote in its DATA_DIR); the filmmaker opens the festival, sees the invitation with its
// price and last day, answers it with the film, and finds the entry in the basket at that price.
// The film is made eligible through the product's own calls, as in submission-panel.spec.ts.

const PASSWORD = 'Invite-Journey-2026';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Section = { IdCampagneSection: number; Libelle: string };
type Festival = { Id: number; Nom: string; SmartName: string; sections: Section[]; call: { state: string } };
type Cell = { IdFilm: number; IdCampagneSection: number; status: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-second video made by ffmpeg: small, so one tus PATCH sends it whole. */
function makeVideo(): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-panel-')), 'short.mp4');
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
  const headers = { 'x-csrf-token': csrf };
  const api = page.request;
  const send = async (method: 'post' | 'put' | 'patch', url: string, data?: object | Buffer, extra = {}) => {
    const body = data === undefined ? {} : { data };
    const response = await api[method](url, { headers: { ...headers, ...extra }, ...body });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response;
  };
  return { api, headers, send };
}

/**
 * A film made complete through the calls its tabs use (creation, data, technical, a director,
 * a poster) with a finished viewing copy sent through tus: what the engine calls eligible.
 */
async function eligibleFilm(page: Page, title: string, video: Buffer): Promise<number> {
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

/** `npm run admin -- create-invitation ...` against the e2e server; its JSON answer. */
function createInvitation(baseURL: string, input: Record<string, string | number>): { IdInvitation: number } {
  const args = Object.entries(input).flatMap(([key, value]) => [`--${key}`, String(value)]);
  const out = execFileSync('npm', ['run', '--silent', 'admin', '--', 'create-invitation', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      OPERATOR_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      OPERATOR_TOKEN: '',
    },
    encoding: 'utf8',
  });
  return (JSON.parse(out.slice(out.indexOf('{'))) as { result: { IdInvitation: number } }).result;
}

test('a filmmaker answers a festival invitation: price and last day shown, entry in the basket at that price', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, `invited-${Date.now()}@example.com`, PASSWORD);
  const filmId = await eligibleFilm(page, 'La Lettre invitée', makeVideo());
  const { api, headers } = await signedApi(page);

  // An open demo festival with a section the film may enter.
  let chosen: { festival: Festival; section: Section } | undefined;
  for (let id = 1; id <= 64 && !chosen; id++) {
    const answer = await api.get(`/api/public/festivals/${id}`, { headers: { culture: 'en' } });
    if (!answer.ok()) continue;
    const festival = (await answer.json()) as Festival;
    if (festival.call.state !== 'open') continue;
    const compared = await api.post('/api/compare-film-section', {
      headers,
      data: { IdFestival: id, IdFilm: filmId },
    });
    const cells = ((await compared.json()) as { results: Cell[] }).results;
    const section = festival.sections.find((s) =>
      cells.some((c) => c.IdCampagneSection === s.IdCampagneSection && c.status === 'eligible'),
    );
    if (section) chosen = { festival, section };
  }
  if (!chosen) throw new Error('no open demo festival takes the film');
  const { festival, section } = chosen;

  const until = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const { IdInvitation } = createInvitation(baseURL ?? '', {
    film: filmId,
    section: section.IdCampagneSection,
    price: 1234,
    until,
    message: 'Our programmers loved it.',
  });
  expect(IdInvitation).toBeGreaterThan(0);

  await page.goto(`/en/festival/${festival.SmartName}`);
  await page.getByRole('button', { name: 'Submit a film' }).click();
  const panel = page.getByRole('dialog', { name: `Your invitations from ${festival.Nom}` });
  await expect(panel).toBeVisible();
  const card = panel.getByRole('region', { name: `Invited to ${section.Libelle}` });
  await expect(card.getByTestId('invitation-price')).toContainText('12.34');
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${until}T00:00:00Z`),
  );
  await expect(card.getByTestId('invitation-until')).toHaveText(`Answer by ${day}`);
  await expect(card).toContainText('Our programmers loved it.');
  await expect(card.getByRole('tab', { name: 'Eligible: 1', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('radio', { name: 'La Lettre invitée' }).check();
  await card.getByRole('button', { name: /^Add to basket at / }).click();
  await expect(panel.getByTestId('basket-notice')).toBeVisible();
  await expect(card).toContainText('Answered: in your basket');
  await expectNoAxeViolations(page);
  expect(await (await api.get('/api/inscriptions/panier')).json()).toEqual({ count: 1 });

  await panel.getByRole('button', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const entry = page.getByRole('listitem', { name: 'La Lettre invitée' });
  await expect(entry).toContainText(section.Libelle);
  await expect(entry).toContainText('€12.34');
});
