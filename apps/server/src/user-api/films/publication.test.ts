import { personne } from '@shortlist/db/schema/accounts';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { film, filmPhoto } from '@shortlist/db/schema/films';
import type { Film, PublicFilm } from '@shortlist/domain/films/api-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_CREATE_BODY, FILM_DATA_BODY, FILM_TECHNICAL_BODY } from '../../test/film-bodies.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { filmUnlockCheck } from './film-unlock-check.ts';

let t: TestApp;
let ada: Signed;
let bob: Signed;
let adaId: number;
const clock = new Date('2030-01-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  adaId = await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  who: Signed | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function newFilm(who: Signed = ada): Promise<Film> {
  const response = await call(who, 'POST', 'films', FILM_CREATE_BODY);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function giveSuperStamp(id: number) {
  await t.database.db
    .update(film)
    .set({ DateExpirationSuperTimbre: new Date('2031-01-01T00:00:00Z') })
    .where(eq(film.Id, id));
}

const publish = (id: number, body: object, who: Signed = ada) =>
  call(who, 'PUT', `films/${id}/publication`, body);

describe('shortname (spec §5)', () => {
  it('sets a custom URL and refuses it for another film, whatever the case', async () => {
    const first = await newFilm();
    const saved = await publish(first.Id, { Publication: 1, Shortname: 'La-Jetee' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Publication: 1, Shortname: 'La-Jetee' });

    const second = await newFilm();
    const taken = await publish(second.Id, { Publication: 1, Shortname: 'la-jetee' });
    expect([taken.statusCode, taken.json().code, taken.json().fields?.[0]?.path]).toEqual([
      409,
      'SHORTNAME_TAKEN',
      'Shortname',
    ]);
    const check = (IdFilm: number, Shortname: string) =>
      call(ada, 'POST', 'films/check-shortname', { IdFilm, Shortname }).then((r) => r.json());
    expect(await check(second.Id, 'LA-JETEE')).toEqual({ available: false });
    expect(await check(first.Id, 'la-jetee')).toEqual({ available: true });
    expect(await check(second.Id, 'another-one')).toEqual({ available: true });
  });

  it.each([
    ['', 'SHORTNAME_EMPTY'],
    ['1234', 'SHORTNAME_DIGITS_ONLY'],
    ['my film', 'SHORTNAME_INVALID'],
    ['jetée', 'SHORTNAME_INVALID'],
    ['a/b', 'SHORTNAME_INVALID'],
  ])('refuses %j with %s', async (Shortname, code) => {
    const created = await newFilm();
    const response = await publish(created.Id, { Publication: 1, Shortname });
    expect([response.statusCode, response.json().fields?.[0]]).toEqual([
      400,
      expect.objectContaining({ path: 'Shortname', code }),
    ]);
  });

  it('two films claiming one shortname at once: exactly one gets it', async () => {
    const films = await Promise.all([newFilm(), newFilm(), newFilm()]);
    const answers = await Promise.all(films.map((f) => publish(f.Id, { Publication: 1, Shortname: 'race' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('publication (spec §4)', () => {
  it('password protection needs a SuperStamp and a password, stored hashed', async () => {
    const created = await newFilm();
    const refused = await publish(created.Id, { Publication: 2, MotDePasse: 'secret-film' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SUPERSTAMP_REQUIRED']);

    await giveSuperStamp(created.Id);
    const noPassword = await publish(created.Id, { Publication: 2 });
    expect(noPassword.json().fields).toEqual([
      expect.objectContaining({ path: 'MotDePasse', code: 'PUBLICATION_PASSWORD_REQUIRED' }),
    ]);
    const saved = await publish(created.Id, { Publication: 2, MotDePasse: 'secret-film' });
    expect(saved.json()).toMatchObject({ Publication: 2, hasPassword: true, sharing: 'full' });
    expect(JSON.stringify(saved.json())).not.toContain('secret-film');
    const [row] = await t.database.db.select().from(film).where(eq(film.Id, created.Id));
    expect(row?.MotDePasse).toMatch(/^\$argon2id\$/);

    // Keeping the protection without sending the password keeps the one set.
    expect((await publish(created.Id, { Publication: 2 })).json().hasPassword).toBe(true);
    // Going public drops the password.
    expect((await publish(created.Id, { Publication: 1 })).json()).toMatchObject({
      hasPassword: false,
      HadMotDePasseInvitation: true,
    });
  });

  it('the dev route gives the owner a SuperStamp (never another account, never in production)', async () => {
    const created = await newFilm();
    const dev = (who: Signed) =>
      t.app.inject({ method: 'POST', url: `/api/dev/films/${created.Id}/superstamp`, headers: who.headers });
    expect((await dev(bob)).statusCode).toBe(404);
    const given = await dev(ada);
    expect(given.json().DateExpirationSuperTimbre).toBe('2031-01-01T10:00:00.000Z');
    expect((await publish(created.Id, { Publication: 2, MotDePasse: 'open-sesame' })).statusCode).toBe(200);
    const production = await createTestApp({
      database: t.database,
      env: { ...PRODUCTION_ENV },
    });
    const refused = await production.app.inject({
      method: 'POST',
      url: `/api/dev/films/${created.Id}/superstamp`,
      headers: ada.headers,
    });
    expect(refused.statusCode).toBe(404);
    await production.close();
  });

  it('another account cannot publish the film (404)', async () => {
    const created = await newFilm();
    const response = await publish(created.Id, { Publication: 1, Shortname: 'stolen' }, bob);
    expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('the public film page (spec §2, §4)', () => {
  it('is 404 for a private or unknown film, and for a malformed key', async () => {
    const created = await newFilm();
    for (const key of [String(created.Id), '999999', 'no-such-film', 'a%20b']) {
      const response = await call(null, 'GET', `public/films/${key}`);
      expect([response.statusCode, response.json().code], key).toEqual([404, 'NOT_FOUND']);
    }
    // Its owner sees it (the preview tab); another account does not.
    expect((await call(ada, 'GET', `public/films/${created.Id}`)).statusCode).toBe(200);
    expect((await call(bob, 'GET', `public/films/${created.Id}`)).statusCode).toBe(404);
  });

  it('shows a public film by id and by shortname, in the reader language, with limited sharing', async () => {
    const created = await newFilm();
    await call(ada, 'PUT', `films/${created.Id}/donnees`, FILM_DATA_BODY);
    await call(ada, 'PUT', `films/${created.Id}/technique`, FILM_TECHNICAL_BODY);
    // A director credited and a principal photo, as the credits and media areas write them.
    const [person] = await t.database.db
      .insert(personne)
      .values({ Nom: 'Marker', Prenom: 'Chris' })
      .returning();
    const [book] = await t.database.db
      .insert(contact)
      .values({ IdCompteAnnuaire: adaId, IdPersonne: person?.Id ?? 0 })
      .returning();
    await t.database.db
      .insert(generique)
      .values({ IdFilm: created.Id, IdFonction: 1, IdContact: book?.Id ?? 0 });
    await t.database.db.insert(filmPhoto).values({
      IdFilm: created.Id,
      Type: 'poster',
      Fichier: `poster-${created.Id}.jpg`,
      Mime: 'image/jpeg',
      Poids: 1000,
      IsPrincipal: true,
    });
    await publish(created.Id, { Publication: 1, Shortname: `pier-${created.Id}` });

    const byId: PublicFilm = (
      await call(null, 'GET', `public/films/${created.Id}`, undefined, { culture: 'fr' })
    ).json();
    expect(byId).toMatchObject({
      Id: created.Id,
      sharing: 'limited',
      TitreOriginal: 'La Jetée',
      titre: 'La Jetée',
      resume: FILM_DATA_BODY.resumes[0]?.Resume,
      directors: ['Chris Marker'],
      synopsis: null,
      technical: null,
      career: null,
    });
    expect(byId.credits).toEqual([expect.objectContaining({ IdFonction: 1, displayName: 'Chris Marker' })]);
    expect(byId.contacts).toEqual([expect.objectContaining({ displayName: 'Chris Marker', Email: null })]);
    expect(byId.photos[0]?.urls.thumbnail).toBe(
      `/api/public/photos/films/${created.Id}/upload-by/${adaId}/size/thumbnail/poster-${created.Id}.jpg`,
    );
    const byName = await call(null, 'GET', `public/films/PIER-${created.Id}`, undefined, { culture: 'en' });
    expect(byName.json()).toMatchObject({ Id: created.Id, resume: FILM_DATA_BODY.resumeEn });
    // A reader whose language has no title gets none, never another language's (issue 32).
    const spanish = await call(null, 'GET', `public/films/${created.Id}`, undefined, { culture: 'es' });
    expect(spanish.json().titre).toBeNull();
    expect(byName.headers['cache-control']).toBe('private, no-store');

    // The list now shows the thumbnail and the film is complete.
    const [listed] = (await call(ada, 'POST', 'films/filter/0/1', {})).json();
    expect(listed).toMatchObject({ Id: created.Id, thumbnailUrl: byId.photos[0]?.urls.thumbnail });
    const completions = (await call(ada, 'GET', `films/${created.Id}/completions`)).json();
    expect(completions.complete).toBe(true);

    // Full sharing with a SuperStamp adds synopsis, technical data and career.
    await giveSuperStamp(created.Id);
    const full: PublicFilm = (await call(null, 'GET', `public/films/${created.Id}`)).json();
    expect(full).toMatchObject({ sharing: 'full', synopsis: 'Paris, after the Third World War.' });
    expect(full.technical?.Ratio).toBeTruthy();
  });
});

describe('password unlock (spec §2, §8)', () => {
  async function protectedFilm(password = 'open-sesame'): Promise<Film> {
    const created = await newFilm();
    await giveSuperStamp(created.Id);
    const saved = await publish(created.Id, { Publication: 2, MotDePasse: password });
    expect(saved.statusCode, saved.body).toBe(200);
    return created;
  }

  it('asks for the password, refuses a wrong one, unlocks with the right one by cookie', async () => {
    const created = await protectedFilm();
    const locked = await call(null, 'GET', `public/films/${created.Id}`);
    expect([locked.statusCode, locked.json().code]).toEqual([403, 'FILM_PASSWORD_REQUIRED']);

    const wrong = await call(null, 'POST', `public/films/${created.Id}/unlock`, { MotDePasse: 'nope' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'FILM_PASSWORD_WRONG']);
    expect(wrong.json().message).toBe('Incorrect password. Please try again.');

    const right = await call(null, 'POST', `public/films/${created.Id}/unlock`, {
      MotDePasse: 'open-sesame',
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().Id).toBe(created.Id);
    const cookie = right.cookies.find((c) => c.name === `sl_film_${created.Id}`);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const unlocked = await call(null, 'GET', `public/films/${created.Id}`, undefined, {
      cookie: `sl_film_${created.Id}=${cookie?.value}`,
    });
    expect(unlocked.statusCode).toBe(200);
    // The check handed to the media area reads the same cookie.
    const check = (value: string) =>
      filmUnlockCheck(t.database.db, { cookies: { [`sl_film_${created.Id}`]: value } } as never)(created.Id);
    expect([await check(cookie?.value ?? ''), await check('abc')]).toEqual([true, false]);
    // A forged cookie or another film's does not open it.
    const forged = await call(null, 'GET', `public/films/${created.Id}`, undefined, {
      cookie: `sl_film_${created.Id}=abc`,
    });
    expect(forged.statusCode).toBe(403);

    // A new password ends the unlocks given with the old one.
    await publish(created.Id, { Publication: 2, MotDePasse: 'new-password' });
    const stale = await call(null, 'GET', `public/films/${created.Id}`, undefined, {
      cookie: `sl_film_${created.Id}=${cookie?.value}`,
    });
    expect(stale.statusCode).toBe(403);
  });

  it('a private film cannot be unlocked (404)', async () => {
    const created = await newFilm();
    const response = await call(null, 'POST', `public/films/${created.Id}/unlock`, {
      MotDePasse: 'anything',
    });
    expect(response.statusCode).toBe(404);
  });
});
