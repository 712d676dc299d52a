import { pays } from '@shortlist/db/schema/dictionaries';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, type Signed, signInAs } from '../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Requests that answered 500 (issue 8): each now answers a 4xx in the platform's error shape. */

let t: TestApp;
let ada: Signed;
let countryId: number;
const ownIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  // A route that hands its parameter to SQL untouched, to reach the database's own refusals.
  t.app.get('/api/test/sql/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    const { value } = request.query as { value: string };
    const { db } = t.database;
    if (kind === 'int') await db.execute(sql`select ${value}::int as v`);
    if (kind === 'text') await db.execute(sql`select ${value}::text as v`);
    if (kind === 'date') await db.execute(sql`select ${value}::date + interval '10000 years' as v`);
    return { ok: true };
  });
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  const [country] = await t.database.db.select().from(pays).limit(1);
  countryId = country?.Id ?? 0;
  for (const [path, body] of [
    ['personnes', { Nom: 'Lovelace', Prenom: 'Ada' }],
    ['adresses', { IdPays: countryId, Ligne1: '12 rue des Films' }],
  ] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: ada.headers,
      payload: body,
    });
    ownIds[path] = created.json().Id;
  }
});
afterAll(() => t.close());

async function answer(options: InjectOptions & { signed?: boolean }) {
  const { signed, ...rest } = options;
  const response = await t.app.inject({
    ...rest,
    headers: { ...(signed ? ada.headers : {}), ...rest.headers },
  });
  const body = response.json() as { code?: unknown; message?: unknown; fields?: { path: string }[] };
  return { status: response.statusCode, code: body.code, message: body.message, fields: body.fields ?? [] };
}

const post = (url: string, payload: object, signed = false) =>
  answer({ method: 'POST', url, payload, signed });

describe('ids above the int4 range are refused by the contract', () => {
  const big = 2 ** 31;

  it('in a path', async () => {
    for (const url of [
      '/api/public/festivals/2147483648',
      '/api/public/festivals/2147483648/labels',
      '/api/public/sections/2147483648/criteres',
    ]) {
      expect(await answer({ url }), url).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await answer({ url: '/api/personnes/2147483648', signed: true })).toMatchObject({ status: 400 });
  });

  it('in a body, top level and in arrays', async () => {
    const cases = [
      ['/api/public/festivals/filter', { IdPays: big }, 'IdPays'],
      ['/api/public/festivals/filter', { IdsCategorie: [1, big] }, 'IdsCategorie.1'],
      ['/api/trad-libelles/traduction', { Items: [big] }, 'Items.0'],
      ['/api/trad-textes/traduction', { Items: [1e20] }, 'Items.0'],
    ] as const;
    for (const [url, payload, path] of cases) {
      const result = await post(url, payload);
      expect(result, `${url} ${path}`).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(result.fields.map((f) => f.path)).toContain(path);
    }
    expect(await post('/api/compte/add-favoris', { IdFestival: big }, true)).toMatchObject({ status: 400 });
  });

  it('in the bodies checked by the account rules', async () => {
    const cases = [
      [
        'PUT',
        `/api/personnes/${ownIds.personnes}`,
        { Nom: 'Lovelace', Prenom: 'Ada', IdCivilite: big },
        'IdCivilite',
      ],
      ['PUT', `/api/adresses/${ownIds.adresses}`, { IdPays: big, Ligne1: '1 rue' }, 'IdPays'],
      ['PUT', '/api/compte/adresse-facturation', { CountryId: big }, 'CountryId'],
      ['PUT', '/api/compte/update-local', { IdLangue: big }, 'IdLangue'],
    ] as const;
    for (const [method, url, payload, path] of cases) {
      const result = await answer({ method, url, payload, signed: true });
      expect(result, `${url} ${path}`).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(result.fields.map((f) => f.path)).toContain(path);
    }
  });
});

describe('texts with control characters or lone surrogates are refused', () => {
  it('sign-in, directory search, token links', async () => {
    for (const Login of ['ada\u0000@example.com', 'ada\uD800@example.com', 'ada\u001b@example.com']) {
      const result = await post('/api/login', { Login, Password: 'Festival-2024' });
      expect(result, JSON.stringify(Login)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await post('/api/public/festivals/filter', { Search: 'clermont\u0000' })).toMatchObject({
      status: 400,
      fields: [{ path: 'Search', code: 'INVALID' }],
    });
    expect(await post('/api/auth/check-token-password', { Token: 'abc\u0000' })).toMatchObject({
      status: 400,
    });
    expect(await post('/api/auth/login-by-token/abc%00def', {})).toMatchObject({ status: 400 });
  });

  it('names and address lines', async () => {
    const name = await answer({
      method: 'PUT',
      url: `/api/personnes/${ownIds.personnes}`,
      payload: { Nom: 'Love\u0000lace', Prenom: 'Ada\uDC00' },
      signed: true,
    });
    expect(name).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(name.fields).toEqual([
      expect.objectContaining({ path: 'Nom', code: 'INVALID' }),
      expect.objectContaining({ path: 'Prenom', code: 'INVALID' }),
    ]);
    const address = await answer({
      method: 'PUT',
      url: `/api/adresses/${ownIds.adresses}`,
      payload: { IdPays: countryId, Ligne1: '12 rue\u0000', Ville: 'Paris\u0007' },
      signed: true,
    });
    expect(address.fields).toEqual([
      expect.objectContaining({ path: 'Ligne1', code: 'INVALID' }),
      expect.objectContaining({ path: 'Ville', code: 'INVALID' }),
    ]);
  });

  it('still takes accents, emoji and typographic quotes', async () => {
    const result = await answer({
      method: 'PUT',
      url: `/api/personnes/${ownIds.personnes}`,
      payload: { Nom: 'D’Éon-Müller', Prenom: 'Zoë', Pseudo: 'Ada 🎬' },
      signed: true,
    });
    expect(result.status).toBe(200);
  });
});

describe('directory dates', () => {
  it.each(['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01'])('refuses %s', async (day) => {
    for (const [date, comparer] of [
      ['DeadLine', 'DeadLineComparer'],
      ['Edition', 'EditionComparer'],
    ]) {
      const result = await post('/api/public/festivals/filter', {
        [date as string]: day,
        [comparer as string]: 'after',
      });
      expect(result, `${date} ${day}`).toMatchObject({
        status: 400,
        fields: [{ path: date, code: 'INVALID' }],
      });
    }
  });

  it('takes the years 1900 to 2200', async () => {
    for (const day of ['1900-01-01', '2200-12-31']) {
      const result = await post('/api/public/festivals/filter', { DeadLine: day, DeadLineComparer: 'after' });
      expect(result.status, day).toBe(200);
    }
  });
});

describe('the database refusing a value is a 400, on both drivers', () => {
  it.each([
    ['int', '2147483648', '22003'],
    ['int', 'abc', '22P02'],
    ['text', 'a\u0000b', '22021'],
    ['date', '290000-01-01', '22008'],
  ])('%s %j -> SQLSTATE %s', async (kind, value, state) => {
    const result = await answer({ url: `/api/test/sql/${kind}?value=${encodeURIComponent(value)}` });
    expect(result).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: '', code: 'INVALID' }],
    });
    expect(JSON.stringify(result.fields)).toContain(state);
  });
});

describe('router and body errors answer in the platform shape', () => {
  const shaped = (status: number) => ({ status, code: 'VALIDATION_FAILED', message: expect.any(String) });

  it('a bad escape and an over-long parameter', async () => {
    expect(await answer({ url: '/api/public/festivals/%ZZ' })).toMatchObject(shaped(400));
    expect(await answer({ url: `/api/public/festivals/${'1'.repeat(300)}` })).toMatchObject(shaped(414));
  });

  it('malformed JSON, wrong content type, deep nesting, prototype keys', async () => {
    const url = '/api/public/festivals/filter';
    const raw = (payload: string, type = 'application/json') =>
      answer({ method: 'POST', url, payload, headers: { 'content-type': type } });
    expect(await raw('{"Search":')).toMatchObject(shaped(400));
    expect(await raw('{"Search":"a"}', 'text/plain')).toMatchObject(shaped(400));
    expect(await raw('{"Search":"a"}', 'application/x-unknown')).toMatchObject({ status: 415 });
    expect(await raw(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toMatchObject(shaped(400));
    expect(await raw(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toMatchObject(shaped(400));
    expect(await raw('{"Search":"a","__proto__":{"IsFavoris":true}}')).toMatchObject(shaped(400));
    expect(await raw('{"constructor":{"prototype":{"IsFavoris":true}}}')).toMatchObject(shaped(400));
    // Brackets inside strings are text, not nesting.
    expect(await raw(JSON.stringify({ Search: '['.repeat(90) }))).toMatchObject({ status: 200 });
  });
});

it('a stale login link leaves the session the browser holds', async () => {
  expect((await post('/api/auth/login-by-token/not-a-real-token', {}, true)).status).toBe(400);
  expect((await answer({ url: '/api/ping', signed: true })).status).toBe(200);
});
