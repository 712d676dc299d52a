import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { FILM_CREATION_BODY } from './film-creation.ts';

// A film a festival section accepts, made through the product's own calls (the tabs' API calls,
// a poster, a viewing copy sent with tus), for every journey that needs one to enter (the
// submission panel, invitations, orders).

/** A one-pixel PNG: the film's poster. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-second video made by ffmpeg: small, so one tus PATCH sends it whole. */
export function makeVideo(): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-film-')), 'short.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=1:size=320x240:rate=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
  ]);
  return readFileSync(path);
}

/** The signed-in page's API, with the CSRF header every write needs; a write must succeed. */
export async function signedApi(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sl_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const api = page.request;
  const send = async (
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    data?: object | Buffer,
    extra = {},
  ) => {
    const body = data === undefined ? {} : { data };
    const response = await api[method](url, { headers: { ...headers, ...extra }, ...body });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response;
  };
  return { api, headers, csrf, send };
}

/** A complete film (data, technical, a director, a poster) with a finished viewing copy. */
export async function eligibleFilm(page: Page, title: string, video: Buffer = makeVideo()): Promise<number> {
  const { send } = await signedApi(page);
  const created = await send('post', '/api/films', {
    ...FILM_CREATION_BODY,
    TitreOriginal: title,
    AnneeProd: 2026,
    dureeMinutes: 2,
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
