import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../platform/compression.ts';
import { DOCUMENT_ONLY_HEADERS } from '../platform/security.ts';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../test/test-app.ts';
import { IMMUTABLE, SERVICE_WORKER } from './static-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'dictionaries' });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

/** The body as the client reads it once it undoes `Content-Encoding`. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('build files', () => {
  const original = readFileSync(join(FIXTURE_WEB_DIST, 'assets/app-abc123.js'));

  it('are sent as written at build time: brotli, gzip or plain as the client accepts', async () => {
    const cases = [
      ['gzip, deflate, br', 'br', '.br'],
      ['br;q=1.0, gzip;q=0.8', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      [undefined, undefined, ''],
      ['identity', undefined, ''],
    ] as const;
    for (const [accept, encoding, suffix] of cases) {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      // The very bytes of the build's file, not a compression done per request.
      const onDisk = readFileSync(join(FIXTURE_WEB_DIST, `assets/app-abc123.js${suffix}`));
      expect(response.rawPayload.equals(onDisk), String(accept)).toBe(true);
      expect(decoded(response).equals(original)).toBe(true);
      // Shared caches must keep one copy per encoding.
      expect(varies(response), String(accept)).toBe(true);
    }
  });

  it('a HEAD request gets the headers of the compressed file', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('carry no document-only headers, which would cost every file about 0.6 KB', async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    // What browsers do read on a script stays.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Pages and the service worker keep them all.
    for (const url of ['/en', '/sw.js']) {
      const response = await get(url, 'br');
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // Camera, microphone, location... off; the Vimeo player's frame may go fullscreen.
      expect(response.headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)/);
      expect(response.headers['permissions-policy'], url).toContain(
        'fullscreen=(self "https://player.vimeo.com" "https://www.youtube-nocookie.com"',
      );
    }
  });

  it('the service worker is compressed too but never cached unchecked', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(SERVICE_WORKER);
  });

  it('the compressed siblings are not routes of their own', async () => {
    const response = await get('/assets/app-abc123.js.br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.statusCode).toBe(404);
  });
});

describe('dynamic answers', () => {
  it('compress API JSON as the client accepts, above the threshold', async () => {
    const plain = await get('/api/pays/dico', undefined, { culture: 'fr' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const countries = plain.json();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/api/pays/dico', accept, { culture: 'fr' });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(response)).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(countries);
    }
  });

  it('leave small answers as they are', async () => {
    const response = await get('/api/health', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compress the page shell (answered by the not-found handler) and keep its status', async () => {
    for (const [url, status] of [
      ['/fr/festivals', 200],
      ['/de/anything', 404],
    ] as const) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(status);
      expect(plain.rawPayload.length, url).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(varies(plain), url).toBe(true);
      for (const encoding of ['br', 'gzip']) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(status);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(response).toString('utf8'), url).toBe(plain.body);
      }
    }
  });

  it('leave a small error answer of the not-found handler as it is', async () => {
    const missing = await get('/api/nothing-here', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('over real HTTP, a browser-like client reads the compressed answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    // fetch sends an Accept-Encoding (Node's: gzip, deflate) and undoes the encoding, as browsers do.
    const script = await fetch(`${base}/assets/app-abc123.js`);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe(readFileSync(join(FIXTURE_WEB_DIST, 'assets/app-abc123.js'), 'utf8'));
    const page = await fetch(`${base}/es/festivales`);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('<html lang="es">');
    const countries = await fetch(`${base}/api/pays/dico`, { headers: { culture: 'es' } });
    expect(countries.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await countries.json())).toBe(true);
  });
});
