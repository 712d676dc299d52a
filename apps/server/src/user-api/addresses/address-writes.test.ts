import { pays } from '@shortlist/db/schema/dictionaries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every write of the addresses area: a valid body is saved, and a body with two wrong fields of
 * different kinds (a wrong type and a broken rule) is refused with both fields and their rule
 * codes, by the route's body schema (the domain rule schema).
 */
let t: TestApp;
let ada: Signed;
let franceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [france] = await t.database.db.select().from(pays).where(eq(pays.Iso2, 'FR'));
  franceId = france?.Id ?? 0;
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

describe('postal address', () => {
  it('POST saves a valid body and PUT changes it', async () => {
    const created = await send('POST', '/api/adresses', {
      IdPays: franceId,
      Ligne1: ' 12 rue des Films ',
      Cp: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ IdPays: franceId, Ligne1: '12 rue des Films', Cp: null });
    const updated = await send('PUT', `/api/adresses/${created.json().Id}`, {
      IdPays: franceId,
      Ville: 'Paris',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ Id: created.json().Id, Ville: 'Paris', Ligne1: null });
  });

  it('POST and PUT list both wrong fields, a wrong type and a broken rule, with their rule codes', async () => {
    const wrong = { IdPays: String(franceId), Cp: 'x'.repeat(41) };
    const codes = { IdPays: 'COUNTRY_REQUIRED', Cp: 'TOO_LONG' };
    expect(refusedFields(await send('POST', '/api/adresses', wrong))).toEqual(codes);
    const { IdAdresse } = (await t.app.inject({ url: '/api/ping', headers: ada.headers })).json();
    expect(refusedFields(await send('PUT', `/api/adresses/${IdAdresse}`, wrong))).toEqual(codes);
  });
});

describe('billing address', () => {
  const billing = {
    CountryId: 0,
    Header: 'Analytical Films',
    Line1: '12 rue des Films',
    ZipCode: '75001',
    City: 'Paris',
    IsCompany: true,
    IsAssujetti: true,
    Intracom: 'fr 40 303 265 045',
  };

  it('PUT saves a valid body', async () => {
    const saved = await send('PUT', '/api/compte/adresse-facturation', { ...billing, CountryId: franceId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ IsCee: true, Intracom: 'FR40303265045', isComplete: true });
  });

  it('PUT lists both wrong fields, a wrong type and a broken rule, with their rule codes', async () => {
    const wrong = { ...billing, CountryId: franceId, IsCompany: 'yes', ZipCode: '75' };
    expect(refusedFields(await send('PUT', '/api/compte/adresse-facturation', wrong))).toEqual({
      IsCompany: 'INVALID',
      ZipCode: 'TOO_SHORT',
    });
  });
});

it('documents each write body with its rules in OpenAPI', async () => {
  await t.app.ready();
  const { paths } = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  };
  const body = (path: string, method: string) =>
    JSON.stringify(paths[path]?.[method]?.requestBody?.content['application/json']?.schema);
  expect(body('/api/adresses', 'post')).toContain('"maxLength":255');
  expect(body('/api/adresses/{id}', 'put')).toContain('"IdPays"');
  expect(body('/api/compte/adresse-facturation', 'put')).toContain('"minLength":10');
});
