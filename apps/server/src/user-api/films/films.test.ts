import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import { film, filmPays, filmTitre } from '@shortlist/db/schema/films';
import type { Film, FilmCompletions, FilmListItem } from '@shortlist/domain/films/api-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILM_CREATE_BODY,
  FILM_CREATION_BODY,
  FILM_DATA_BODY,
  FILM_TECHNICAL_BODY,
} from '../../test/film-bodies.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteFilm } from './delete-film.ts';

let t: TestApp;
let ada: Signed;
let bob: Signed;
let adaId: number;

let dataDir: string;

beforeAll(async () => {
  // Its own media folder: deleting a film removes its files there.
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-films-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  adaId = await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(who: Signed | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createFilm(who: Signed, body: Partial<typeof FILM_CREATE_BODY> = {}): Promise<Film> {
  const response = await call(who, 'POST', 'films', { ...FILM_CREATE_BODY, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('creating a film (spec §4, §5)', () => {
  it('creates an incomplete film of the account from the creation tab, recording the declaration', async () => {
    const created = await createFilm(ada);
    expect(created).toMatchObject({
      IdCompte: adaId,
      TitreOriginal: 'La Jetée',
      Duree: 750,
      dureeMinutes: 12,
      dureeSecondes: 30,
      idPaysProdPrincipal: 1,
      idsCategorie: [1],
      Statut: 2,
      status: 'incomplete',
      Publication: 0,
      hasPassword: false,
      sharing: 'limited',
      canEdit: true,
    });
    expect(created.DateDeclarationDroits).toBe(created.DateCreation);
  });

  it('refuses a film without the rights-holder declaration, writing nothing', async () => {
    const before = await t.database.db.select().from(film);
    const response = await call(ada, 'POST', 'films', { ...FILM_CREATE_BODY, IsDeclarationDroits: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      expect.objectContaining({ path: 'IsDeclarationDroits', code: 'RIGHTS_NOT_DECLARED' }),
    ]);
    expect(await t.database.db.select().from(film)).toHaveLength(before.length);
  });

  it('lists every failing field of the creation tab with its first rule', async () => {
    const response = await call(ada, 'POST', 'films', {
      ...FILM_CREATE_BODY,
      TitreOriginal: '',
      IsFilmEcole: true,
      idsCategorie: [1, 2, 3],
    });
    expect(response.statusCode).toBe(400);
    const codes = Object.fromEntries(
      response.json().fields.map((f: { path: string; code: string }) => [f.path, f.code]),
    );
    expect(codes).toMatchObject({ TitreOriginal: 'REQUIRED', idsCategorie: 'CATEGORIES_COUNT' });
  });

  it('refuses dictionary ids that do not exist, naming the fields', async () => {
    const response = await call(ada, 'POST', 'films', {
      ...FILM_CREATE_BODY,
      IdProcede: 9999,
      idPaysProdPrincipal: 99999,
      idsCategorie: [1, 999],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { path: string; code: string }) => [f.path, f.code])).toEqual([
      ['IdProcede', 'PROCESS_REQUIRED'],
      ['idPaysProdPrincipal', 'MAIN_COUNTRY_REQUIRED'],
      ['idsCategorie', 'CATEGORIES_COUNT'],
    ]);
  });

  it('answers 401 to an anonymous visitor before checking the body', async () => {
    expect((await call(null, 'POST', 'films', {})).statusCode).toBe(401);
    expect((await call(null, 'GET', 'films/1')).statusCode).toBe(401);
  });
});

describe('editing the tabs', () => {
  it('saves the data, technical and career tabs and completes the film but for credits and photos', async () => {
    const created = await createFilm(ada);
    const data = await call(ada, 'PUT', `films/${created.Id}/donnees`, FILM_DATA_BODY);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({
      TitreInternationnal: 'The Pier',
      resumeEn: FILM_DATA_BODY.resumeEn,
      idsGenre: [1, 2],
      idsPaysCoProd: [2],
      idsPaysTournage: [1, 3],
      titres: [{ IdLangue: 13, Titre: 'La Jetée' }],
      resumes: [{ IdLangue: 13, Resume: FILM_DATA_BODY.resumes[0]?.Resume }],
      synopses: [{ IdLangue: 6, Synopsis: 'Paris, after the Third World War.' }],
    });
    const technical = await call(ada, 'PUT', `films/${created.Id}/technique`, FILM_TECHNICAL_BODY);
    expect(technical.json()).toMatchObject({ IdRatio: 1, idsSupportProj: [1, 2], idsTechAnimation: [] });
    const career = await call(ada, 'PUT', `films/${created.Id}/carriere`, {
      diffusions: [{ Source: 'tv', IdPays: 1, Annee: 2024, Nom: 'Arte' }],
      participations: [
        { IdPays: 2, Annee: 2024, NomFestival: 'Clermont-Ferrand', Distinction: 'Grand Prix' },
      ],
    });
    expect(career.statusCode, career.body).toBe(200);
    expect(career.json().participations).toEqual([
      expect.objectContaining({ NomFestival: 'Clermont-Ferrand', Distinction: 'Grand Prix' }),
    ]);

    const completions: FilmCompletions = (await call(ada, 'GET', `films/${created.Id}/completions`)).json();
    expect(completions.complete).toBe(false);
    expect(completions.missing).toEqual([
      { tab: 'credits', field: 'director' },
      { tab: 'media', field: 'photoPrincipal' },
    ]);
    expect(completions.tabs.find((tab) => tab.tab === 'data')).toEqual({
      tab: 'data',
      complete: true,
      missing: [],
    });
  });

  it('lists every missing item of a new film with its tab and field', async () => {
    const created = await createFilm(ada);
    const completions: FilmCompletions = (await call(ada, 'GET', `films/${created.Id}/completions`)).json();
    expect(completions.missing.map((item) => `${item.tab}.${item.field}`)).toEqual([
      'data.TitreInternationnal',
      'data.resumeEn',
      'technical.IdRatio',
      'technical.IdSon',
      'technical.IdFramerate',
      'technical.IdPriseVue',
      'technical.idsSupportCaptation',
      'technical.idsSupportProj',
      'credits.director',
      'media.photoPrincipal',
    ]);
  });

  it('adds the screener to what keeps a film from entering, with its subtitle languages', async () => {
    const created = await createFilm(ada);
    const before: FilmCompletions = (await call(ada, 'GET', `films/${created.Id}/completions`)).json();
    expect(before.screener).toEqual({ present: false, subtitleLanguages: [] });
    expect(before.toEnter.slice(-2)).toEqual([
      { tab: 'media', field: 'photoPrincipal' },
      { tab: 'media', field: 'screener' },
    ]);
    expect(before.complete).toBe(false);

    const [video] = await t.database.db
      .insert(filmVideo)
      .values({ IdFilm: created.Id, TypeVideo: 'film', Fichier: 'film.mp4', HadSubtitleEn: true })
      .returning({ Id: filmVideo.Id });
    await t.database.db
      .insert(filmVideoSousTitre)
      .values({ IdVideo: video?.Id ?? 0, IdLangue: 13, Fichier: 'fr.vtt' });
    const after: FilmCompletions = (await call(ada, 'GET', `films/${created.Id}/completions`)).json();
    expect(before.tabs.find((tab) => tab.tab === 'media')?.missing).toEqual(['photoPrincipal', 'screener']);
    expect(after.screener).toEqual({ present: true, subtitleLanguages: [6, 13] });
    expect(after.toEnter).toEqual(after.missing);
    expect(after.tabs.find((tab) => tab.tab === 'media')?.missing).toEqual(['photoPrincipal']);
  });

  it('moves a co-producer to main production country without keeping it twice', async () => {
    const created = await createFilm(ada);
    await call(ada, 'PUT', `films/${created.Id}/donnees`, FILM_DATA_BODY);
    const saved = await call(ada, 'PUT', `films/${created.Id}`, {
      ...FILM_CREATION_BODY,
      idPaysProdPrincipal: 2,
    });
    expect(saved.json()).toMatchObject({ idPaysProdPrincipal: 2, idsPaysCoProd: [] });
    const rows = await t.database.db.select().from(filmPays).where(eq(filmPays.IdFilm, created.Id));
    expect(rows).toEqual([{ IdFilm: created.Id, IdPays: 2, IsPrincipal: true }]);
  });

  it('drops the school name when the film is no longer a school film', async () => {
    const created = await createFilm(ada, { IsFilmEcole: true, NomEcole: 'La Fémis' });
    expect(created.NomEcole).toBe('La Fémis');
    const saved = await call(ada, 'PUT', `films/${created.Id}`, {
      ...FILM_CREATION_BODY,
      NomEcole: 'La Fémis',
    });
    expect(saved.json().NomEcole).toBeNull();
  });

  it('refuses a data tab with an unknown language and writes nothing', async () => {
    const created = await createFilm(ada);
    const response = await call(ada, 'PUT', `films/${created.Id}/donnees`, {
      ...FILM_DATA_BODY,
      titres: [{ IdLangue: 9999, Titre: 'X' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      expect.objectContaining({ path: 'IdLangue', code: 'LANGUAGE_REQUIRED' }),
    ]);
    expect(await t.database.db.select().from(filmTitre).where(eq(filmTitre.IdFilm, created.Id))).toEqual([]);
  });
});

describe('the film video (media area)', () => {
  it('says the film had a video once an upload of its viewing copy finished', async () => {
    const created = await createFilm(ada);
    expect((await call(ada, 'GET', `films/${created.Id}`)).json().HadVideo).toBe(false);
    await t.database.db.execute(
      sql`insert into "film_video" ("IdFilm", "TypeVideo") values (${created.Id}, 'film')`,
    );
    expect((await call(ada, 'GET', `films/${created.Id}`)).json().HadVideo).toBe(false);
    await t.database.db.execute(
      sql`update "film_video" set "Fichier" = 'films/video' where "IdFilm" = ${created.Id}`,
    );
    expect((await call(ada, 'GET', `films/${created.Id}`)).json().HadVideo).toBe(true);
  });
});

describe('the films list (spec §2)', () => {
  let listed: Signed;
  beforeAll(async () => {
    await insertAccount(t, 'lister@example.com');
    listed = await signInAs(t.app, 'lister@example.com');
    const titles = ['Été indien', 'Winter Light', 'Autumn Sonata'];
    for (const [i, TitreOriginal] of titles.entries()) {
      await createFilm(listed, { TitreOriginal, AnneeProd: 2020 + i });
    }
  });

  const list = async (filter: object, skip = 0, take = 10): Promise<FilmListItem[]> =>
    (await call(listed, 'POST', `films/filter/${skip}/${take}`, filter)).json();

  it('counts and pages the account films, newest first by default, oldest on request', async () => {
    expect((await call(listed, 'POST', 'films/filter', {})).json()).toEqual({ count: 3 });
    expect((await list({})).map((f) => f.TitreOriginal)).toEqual([
      'Autumn Sonata',
      'Winter Light',
      'Été indien',
    ]);
    expect((await list({ sort: 'oldest' }, 1, 1)).map((f) => f.TitreOriginal)).toEqual(['Winter Light']);
  });

  it('searches titles ignoring accents and case, filters by year and status', async () => {
    expect((await list({ search: 'ete' })).map((f) => f.TitreOriginal)).toEqual(['Été indien']);
    expect((await list({ search: 'LIGHT' })).map((f) => f.TitreOriginal)).toEqual(['Winter Light']);
    expect((await list({ search: '%' })).length).toBe(0);
    expect((await list({ AnneeProd: 2022 })).map((f) => f.TitreOriginal)).toEqual(['Autumn Sonata']);
    expect((await list({ status: 'complete' })).length).toBe(0);
    const [first] = await list({ status: 'incomplete' }, 0, 1);
    expect(first).toMatchObject({ status: 'incomplete', thumbnailUrl: null, missingCount: 10 });
  });

  it('never lists another account film', async () => {
    const bobs: FilmListItem[] = (await call(bob, 'POST', 'films/filter/0/100', {})).json();
    expect(
      bobs.every((f) => !['Autumn Sonata', 'Winter Light', 'Été indien'].includes(f.TitreOriginal)),
    ).toBe(true);
  });

  it('refuses a page larger than 100 and a negative skip', async () => {
    expect((await call(listed, 'POST', 'films/filter/0/101', {})).statusCode).toBe(400);
    expect((await call(listed, 'POST', 'films/filter/-1/10', {})).statusCode).toBe(400);
  });
});

describe('ownership: another account gets 404 on every film call', () => {
  it('cannot read, change, complete or delete the film of another account', async () => {
    const created = await createFilm(ada);
    const id = created.Id;
    const probes: [Method, string, unknown?][] = [
      ['GET', `films/${id}`],
      ['GET', `films/${id}/completions`],
      ['PUT', `films/${id}`, FILM_CREATION_BODY],
      ['PUT', `films/${id}/donnees`, FILM_DATA_BODY],
      ['PUT', `films/${id}/technique`, FILM_TECHNICAL_BODY],
      ['PUT', `films/${id}/carriere`, { diffusions: [], participations: [] }],
      ['DELETE', `films/delete/${id}`],
    ];
    for (const [method, url, body] of probes) {
      const response = await call(bob, method, url, body);
      expect([response.statusCode, response.json().code], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
    }
    // Unchanged, and still there.
    const again = await call(ada, 'GET', `films/${id}`);
    expect(again.json()).toMatchObject({ TitreOriginal: 'La Jetée', TitreInternationnal: null });
  });
});

describe('deleting (spec §4)', () => {
  it('removes a film that was never submitted, with its rows', async () => {
    const created = await createFilm(ada);
    await call(ada, 'PUT', `films/${created.Id}/donnees`, FILM_DATA_BODY);
    const stored = `films/${created.Id}/upload-by/${adaId}/size/origin/a.jpg`;
    await t.app.ctx.storage.put(stored, Buffer.from('jpeg'));
    const deleted = await call(ada, 'DELETE', `films/delete/${created.Id}`);
    expect(deleted.json()).toEqual({ Id: created.Id, outcome: 'removed' });
    expect((await call(ada, 'GET', `films/${created.Id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(filmTitre).where(eq(filmTitre.IdFilm, created.Id))).toEqual([]);
    expect(await t.app.ctx.storage.get(stored)).toBeUndefined();
  });

  it('archives a film with submissions: read-only, out of the default list, in the archived one', async () => {
    const created = await createFilm(ada, { TitreOriginal: 'Submitted once' });
    const account = {
      ...(await t.database.db.query.compte.findFirst({ where: (c, { eq }) => eq(c.Id, adaId) })),
    };
    const removed: string[][] = [];
    const result = await deleteFilm(t.database.db, {
      account: account as never,
      id: created.Id,
      now: new Date(),
      engagements: async () => ({ basketEntries: 0, submissions: 1 }),
      storage: { removeFolder: async (prefix) => void removed.push([prefix]) },
    });
    expect(result).toEqual({ Id: created.Id, outcome: 'archived' });
    expect(removed).toEqual([]);
    const record = (await call(ada, 'GET', `films/${created.Id}`)).json();
    expect(record).toMatchObject({ Statut: 3, status: 'archived', canEdit: false });
    const edit = await call(ada, 'PUT', `films/${created.Id}`, FILM_CREATION_BODY);
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'FILM_ARCHIVED']);
    const active: FilmListItem[] = (await call(ada, 'POST', 'films/filter/0/100', {})).json();
    expect(active.some((f) => f.Id === created.Id)).toBe(false);
    const archived: FilmListItem[] = (
      await call(ada, 'POST', 'films/filter/0/100', { status: 'archived' })
    ).json();
    expect(archived.map((f) => f.Id)).toEqual([created.Id]);
  });
});
