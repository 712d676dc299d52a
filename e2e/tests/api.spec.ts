import { expect, test } from '@playwright/test';

// The dictionary calls as an API client (the festival site, curl) meets them.

test('pays/dico lists every country, translated by the culture header', async ({ request }) => {
  const en = await (await request.get('/api/pays/dico')).json();
  expect(en.length).toBeGreaterThanOrEqual(240);
  const france = en.find((c: { Iso2: string }) => c.Iso2 === 'FR');
  expect(france).toMatchObject({ Libelle: 'France', IsCee: true, TauxTaxe: 20, PrefixeTelephone: '+33' });
  const es = await (await request.get('/api/pays/dico', { headers: { culture: 'es-ES' } })).json();
  expect(es.find((c: { Iso2: string }) => c.Iso2 === 'DE').Libelle).toBe('Alemania');
});

test('health and API documentation are served', async ({ request }) => {
  expect((await (await request.get('/api/health')).json()).status).toBe('ok');
  expect((await request.get('/api/docs')).status()).toBe(200);
  const unknown = await request.get('/api/nope');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe('ROUTE_NOT_FOUND');
});
