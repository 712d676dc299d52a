import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSIONS_POLICY } from '../../platform/security.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ROUTED_LANGUAGES: 'en,fr,es,it' } });
  // A route with several fields, to see every failing field listed.
  t.app.post(
    '/api/test/validation',
    {
      schema: {
        body: z.object({
          Login: z.email().min(6),
          Nom: z.string().min(1).max(100),
          Annee: z.number().int().min(1800),
          Ok: z.boolean(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(() => t.close());

describe('platform routes', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, version: expect.any(String) });
  });

  it('GET /api/config describes the platform', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      maintenance: false,
      version: expect.any(String),
      languages: ['en', 'fr', 'es', 'it'],
      mailbox: true,
      supportTimeZone: 'Pacific/Noumea',
    });
  });

  it('GET /api/ping answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/ping', headers: { culture: 'fr-FR' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/connect/i) });
    expect(response.headers['content-language']).toBe('fr');
  });

  it('unknown API routes answer 404 ROUTE_NOT_FOUND as JSON', async () => {
    for (const url of ['/api/nope', '/order-api/nope', '/api']) {
      const response = await t.app.inject({ url, method: url === '/api' ? 'POST' : 'GET' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('GET /order-api/health answers', async () => {
    const response = await t.app.inject({ url: '/order-api/health' });
    expect(response.json()).toEqual({ status: 'ok', version: expect.any(String) });
  });

  it('a validation error lists every failing field, first rule only, in the culture language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validation',
      headers: { culture: 'es' },
      payload: { Login: 'x', Nom: '', Annee: 1700 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).not.toMatch(/highlighted fields/);
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['Annee', 'Login', 'Nom', 'Ok']);
    for (const field of body.fields)
      expect(field).toEqual({
        path: expect.any(String),
        code: expect.any(String),
        message: expect.any(String),
      });
  });

  it('malformed JSON is a 400 VALIDATION_FAILED', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validation',
      headers: { 'content-type': 'application/json' },
      payload: '{"Login":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('internal errors answer 500 INTERNAL without details', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    expect(response.body).not.toMatch(/secret|stack|at /);
  });

  it('sets security headers, a request id and rate-limit headers', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    const h = response.headers;
    expect(h['content-security-policy']).toMatch(/script-src 'self'/);
    expect(h['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(h['content-security-policy']).toMatch(/img-src 'self' data: blob:/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(h['x-request-id']).toBe('abc-123');
    expect(h['x-ratelimit-limit']).toBeDefined();
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/pays/dico', '/api/trad-libelles/traduction']),
    );
    expect(paths).toContain('/order-api/health');
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('--only', () => {
  it('user-api alone answers 404 for the order API and has no SPA', async () => {
    const only = await createTestApp({ database: t.database, only: 'user-api' });
    try {
      expect((await only.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await only.app.inject({ url: '/order-api/health' })).statusCode).toBe(404);
      expect((await only.app.inject({ url: '/en' })).json().code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await only.close();
    }
  });
});
