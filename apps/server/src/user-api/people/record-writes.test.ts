import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every write of the people area: a valid body is saved, and a body with two wrong fields of
 * different kinds (a wrong type and a broken rule) is refused with both fields and their rule
 * codes, by the route's body schema (the domain rule schema), before any use case runs.
 */
let t: TestApp;
let ada: Signed;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-01T12:00:00Z') });
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: ada.headers, payload });

function refusedFields(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { code: string; fields: { path: string; code: string }[] };
  expect(answer.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(answer.fields.map((field) => [field.path, field.code]));
}

const CASES = [
  {
    path: 'personnes',
    valid: { Nom: ' Lovelace ', Prenom: 'Ada', AnneeNaissance: 2026 },
    saved: { Nom: 'Lovelace', Prenom: 'Ada', AnneeNaissance: 2026, Pseudo: null, IdCivilite: null },
    wrong: { Nom: 'Lovelace', Prenom: 'Ада', AnneeNaissance: '1815' },
    codes: { Prenom: 'NAME_NOT_LATIN', AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE' },
  },
  {
    path: 'coordonnees',
    valid: { Telephone: '+44.2079460000', SiteWeb: '' },
    saved: { Telephone: '+44.2079460000', SiteWeb: null },
    wrong: { Telephone: 442079460000, UrlLinkedin: 'https://example.com/ada' },
    codes: { Telephone: 'INVALID', UrlLinkedin: 'SOCIAL_URL_WRONG_NETWORK' },
  },
  {
    path: 'structures',
    valid: { RaisonSociale: 'Analytical Films', NumeroIntracom: 'fr 40 303 265 045' },
    saved: { RaisonSociale: 'Analytical Films', NumeroIntracom: 'FR40303265045' },
    wrong: { RaisonSociale: ['Analytical Films'], NumeroIntracom: 'FR123' },
    codes: { RaisonSociale: 'REQUIRED', NumeroIntracom: 'INTRACOM_INVALID' },
  },
] as const;

describe.each(CASES)('$path', ({ path, valid, saved, wrong, codes }) => {
  it('POST saves a valid body and PUT changes it', async () => {
    const created = await send('POST', `/api/${path}`, valid);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(saved);
    const updated = await send('PUT', `/api/${path}/${created.json().Id}`, valid);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...saved, Id: created.json().Id });
  });

  it('POST and PUT list both wrong fields, a wrong type and a broken rule, with their rule codes', async () => {
    expect(refusedFields(await send('POST', `/api/${path}`, wrong))).toEqual(codes);
    const id = (await t.app.inject({ url: '/api/ping', headers: ada.headers })).json();
    const own = { personnes: id.IdPersonne, coordonnees: id.IdCoordonnee, structures: id.IdStructure }[path];
    expect(refusedFields(await send('PUT', `/api/${path}/${own}`, wrong))).toEqual(codes);
  });
});

it('documents each write body with its rules in OpenAPI', async () => {
  await t.app.ready();
  const { paths } = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  };
  const body = (path: string, method: string) =>
    JSON.stringify(paths[path]?.[method]?.requestBody?.content['application/json']?.schema);
  for (const [path, method] of [
    ['/api/personnes', 'post'],
    ['/api/personnes/{id}', 'put'],
    ['/api/coordonnees', 'post'],
    ['/api/coordonnees/{id}', 'put'],
    ['/api/structures', 'post'],
    ['/api/structures/{id}', 'put'],
  ] as const) {
    expect(body(path, method), `${method} ${path}`).toContain('"properties"');
  }
  expect(body('/api/personnes', 'post')).toContain('"maxLength":100');
  expect(body('/api/personnes', 'post')).toContain('"minimum":1800');
  expect(body('/api/coordonnees', 'post')).toContain('"maxLength":30');
  expect(body('/api/structures', 'post')).toContain('"RaisonSociale"');
});

it('refuses a civility the list does not hold on its field, on PUT and on POST, before the 409 (issue 29)', async () => {
  const unknown = { Nom: 'Lovelace', Prenom: 'Ada', IdCivilite: 999_999 };
  const civility = { IdCivilite: 'CIVILITY_INVALID' };
  const own = (await t.app.inject({ url: '/api/ping', headers: ada.headers })).json().IdPersonne;
  const put = await send('PUT', `/api/personnes/${own}`, unknown);
  expect(refusedFields(put)).toEqual(civility);
  expect(put.body).not.toMatch(/personne|insert|update|constraint/i);
  // Ada has her person: the 409 is for a well-formed body only.
  expect(refusedFields(await send('POST', '/api/personnes', unknown))).toEqual(civility);
  expect((await send('POST', '/api/personnes', { Nom: 'Lovelace', Prenom: 'Ada' })).statusCode).toBe(409);
  // An account without a person gets the same answer, and nothing is written.
  await insertAccount(t, 'bea@example.com');
  const bea = await signInAs(t.app, 'bea@example.com');
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/personnes',
    headers: bea.headers,
    payload: unknown,
  });
  expect(refusedFields(post)).toEqual(civility);
  expect((await t.app.inject({ url: '/api/ping', headers: bea.headers })).json().IdPersonne).toBeNull();
  // A civility of the list is saved.
  expect((await send('PUT', `/api/personnes/${own}`, { ...unknown, IdCivilite: 1 })).statusCode).toBe(200);
});
