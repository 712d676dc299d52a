import { langue } from '@shortlist/db/schema/dictionaries';
import { personneBiographie, personneFilmographie } from '@shortlist/db/schema/film-people';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, type MediaTestApp } from '../../test/media-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

let m: MediaTestApp;
let IdPersonne: number;
let english: number;
let french: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Signed | undefined, method: Method, url: string, payload?: object) =>
  m.t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  m = await createMediaTestApp();
  const languages = await m.t.database.db.select().from(langue);
  english = languages.find((l) => l.Iso2 === 'en')?.Id ?? 0;
  french = languages.find((l) => l.Iso2 === 'fr')?.Id ?? 0;
  // A person of Ada's address book, as the credits tab creates one.
  const saved = await call(m.ada.signed, 'POST', 'contacts', {
    IdContact: null,
    idsFonction: [1],
    Personne: { IsSave: true, Data: { Nom: 'Varda', Prenom: 'Agnès' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const contact = await call(m.ada.signed, 'GET', `contacts/${saved.json().CONT_ID}`);
  IdPersonne = contact.json().IdPersonne;
});
afterAll(() => m.close());

const rows = async (table: typeof personneBiographie | typeof personneFilmographie) =>
  (await m.t.database.db.select({ n: count() }).from(table))[0]?.n;

describe('biographies', () => {
  it('adds one per language, refuses a second in the same language, changes and deletes it', async () => {
    const created = await call(m.ada.signed, 'POST', 'personnes/biographie', {
      IdPersonne,
      IdLangue: english,
      Biographie: 'Born in Brussels.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await call(m.ada.signed, 'POST', 'personnes/biographie', {
      IdPersonne,
      IdLangue: english,
      Biographie: 'Twice.',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([expect.objectContaining({ path: 'IdLangue', code: 'DUPLICATE' })]);
    const id = created.json().Id;
    const changed = await call(m.ada.signed, 'PUT', `personnes/biographie/${id}`, {
      IdPersonne,
      IdLangue: french,
      Biographie: 'Née à Bruxelles.',
    });
    expect(changed.json()).toMatchObject({ IdLangue: french, Biographie: 'Née à Bruxelles.' });
    const list = await call(m.ada.signed, 'GET', `personnes/${IdPersonne}/biographie`);
    expect(list.json().map((b: { Biographie: string }) => b.Biographie)).toEqual(['Née à Bruxelles.']);
    expect((await call(m.ada.signed, 'DELETE', `personnes/biographie/${id}`)).statusCode).toBe(204);
    expect((await call(m.ada.signed, 'GET', `personnes/${IdPersonne}/biographie`)).json()).toEqual([]);
  });

  it('needs a language of the dictionary and a text (spec §5)', async () => {
    const before = await rows(personneBiographie);
    const empty = await call(m.ada.signed, 'POST', 'personnes/biographie', {
      IdPersonne,
      IdLangue: english,
      Biographie: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].path).toBe('Biographie');
    const unknown = await call(m.ada.signed, 'POST', 'personnes/biographie', {
      IdPersonne,
      IdLangue: 99_999,
      Biographie: 'Text',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].path).toBe('IdLangue');
    expect(await rows(personneBiographie)).toBe(before);
  });
});

describe('filmography', () => {
  const line = { TitreFilm: 'Cléo from 5 to 7', Annee: 1962, Duree: 90 * 60, Distinction: 'None' };

  it('adds, lists newest first, changes and deletes a line', async () => {
    const first = await call(m.ada.signed, 'POST', 'personnes/filmographie', { IdPersonne, ...line });
    expect(first.statusCode, first.body).toBe(201);
    await call(m.ada.signed, 'POST', 'personnes/filmographie', {
      IdPersonne,
      ...line,
      TitreFilm: 'Vagabond',
      Annee: 1985,
      Distinction: 'Golden Lion',
    });
    const list = await call(m.ada.signed, 'GET', `personnes/${IdPersonne}/filmographie`);
    expect(list.json().map((l: { TitreFilm: string }) => l.TitreFilm)).toEqual([
      'Vagabond',
      'Cléo from 5 to 7',
    ]);
    const id = first.json().Id;
    const changed = await call(m.ada.signed, 'PUT', `personnes/filmographie/${id}`, {
      IdPersonne,
      ...line,
      Distinction: 'Cannes selection',
    });
    expect(changed.json().Distinction).toBe('Cannes selection');
    expect((await call(m.ada.signed, 'DELETE', `personnes/filmographie/${id}`)).statusCode).toBe(204);
  });

  it('refuses a missing title, a future year, a zero duration and a missing distinction (spec §5)', async () => {
    const before = await rows(personneFilmographie);
    const next = new Date().getUTCFullYear() + 1;
    const refused = await call(m.ada.signed, 'POST', 'personnes/filmographie', {
      IdPersonne,
      TitreFilm: '',
      Annee: next,
      Duree: 0,
      Distinction: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['Annee', 'Distinction', 'Duree', 'TitreFilm']);
    expect(await rows(personneFilmographie)).toBe(before);
  });
});

describe('who may see a person', () => {
  it('answers 404 to another account on every biography and filmography call, and 401 signed out', async () => {
    const bio = await call(m.ada.signed, 'POST', 'personnes/biographie', {
      IdPersonne,
      IdLangue: english,
      Biographie: 'Mine.',
    });
    const film = await call(m.ada.signed, 'POST', 'personnes/filmographie', {
      IdPersonne,
      TitreFilm: 'Mine',
      Annee: 2000,
      Duree: 60,
      Distinction: 'None',
    });
    const bioId = bio.json().Id;
    const lineId = film.json().Id;
    const bob = m.bob.signed;
    const probes: Array<[Method, string, object?]> = [
      ['GET', `personnes/${IdPersonne}/biographie`],
      ['GET', `personnes/${IdPersonne}/filmographie`],
      ['POST', 'personnes/biographie', { IdPersonne, IdLangue: french, Biographie: 'Stolen.' }],
      ['PUT', `personnes/biographie/${bioId}`, { IdPersonne, IdLangue: english, Biographie: 'Stolen.' }],
      ['DELETE', `personnes/biographie/${bioId}`],
      [
        'POST',
        'personnes/filmographie',
        { IdPersonne, TitreFilm: 'X', Annee: 2000, Duree: 60, Distinction: 'X' },
      ],
      [
        'PUT',
        `personnes/filmographie/${lineId}`,
        { IdPersonne, TitreFilm: 'X', Annee: 2000, Duree: 60, Distinction: 'X' },
      ],
      ['DELETE', `personnes/filmographie/${lineId}`],
    ];
    for (const [method, url, body] of probes) {
      expect((await call(bob, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    const kept = await call(m.ada.signed, 'GET', `personnes/${IdPersonne}/biographie`);
    expect(kept.json().map((b: { Biographie: string }) => b.Biographie)).toContain('Mine.');
  });

  it('does not move a biography to another person by naming it in the body', async () => {
    const own = await call(m.bob.signed, 'POST', 'contacts', {
      IdContact: null,
      idsFonction: [1],
      Personne: { IsSave: true, Data: { Nom: 'Demy', Prenom: 'Jacques' } },
    });
    const bobPerson = (await call(m.bob.signed, 'GET', `contacts/${own.json().CONT_ID}`)).json().IdPersonne;
    const bio = await call(m.bob.signed, 'POST', 'personnes/biographie', {
      IdPersonne: bobPerson,
      IdLangue: english,
      Biographie: 'Nantes.',
    });
    const moved = await call(m.bob.signed, 'PUT', `personnes/biographie/${bio.json().Id}`, {
      IdPersonne,
      IdLangue: english,
      Biographie: 'Moved.',
    });
    expect(moved.statusCode).toBe(404);
  });
});
