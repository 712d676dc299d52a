import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { insertAccount, PASSWORD, type Signed, signInAs } from '../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let ada: Signed;
beforeAll(async () => {
  t = await createTestApp();
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('answers carrying a signed-in user’s data', () => {
  it('are never stored by a cache', async () => {
    const person = await t.app.inject({
      method: 'POST',
      url: '/api/personnes',
      headers: ada.headers,
      payload: { IdCivilite: null, Nom: 'Lovelace', Prenom: 'Ada', Pseudo: 'Countess', AnneeNaissance: 1815 },
    });
    expect(person.statusCode, person.body).toBe(201);
    for (const url of [
      '/api/ping',
      `/api/personnes/${person.json().Id}`,
      '/api/compte/adresse-facturation',
      '/api/compte/favoris',
      '/api/compte/calendrier-favoris',
    ]) {
      const answer = await get(url, ada.headers);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('include the sign-in answer, by cookie or by token', async () => {
    for (const mode of ['cookie', 'token']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-session-mode': mode },
        payload: { Login: 'ada@example.com', Password: PASSWORD },
      });
      expect(answer.statusCode, mode).toBe(200);
      expect(answer.headers['cache-control'], mode).toBe('private, no-store');
    }
  });

  it('turn public festival lists private once signed in; anonymous ones keep their caching', async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/public/festivals/filter/0/12', headers, payload: {} });
    expect((await list({})).headers['cache-control']).toBe('public, max-age=60');
    expect((await list(ada.headers)).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/pays/dico')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/pays/dico', ada.headers)).headers['cache-control']).toBe('private, no-store');
  });

  it('include the private iCalendar feed, reached without a session', async () => {
    const { Url } = (
      await t.app.inject({ method: 'POST', url: '/api/compte/calendrier-favoris/lien', headers: ada.headers })
    ).json();
    const feed = await get(new URL(Url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('logs', () => {
  it('keep a URL’s path but not its query values, nor cookies, tokens or bodies', async () => {
    const lines: string[] = [];
    // Production logs one line per request, with the URL.
    const prod = await createTestApp({
      database: t.database,
      env: { ...PRODUCTION_ENV, LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await prod.app.inject({ url: '/api/pays/dico?email=grace%40example.com&Ville=Paris&ada@example.com' });
      await prod.app.inject({
        method: 'POST',
        url: '/api/login?next=%2Fcompte',
        headers: {
          authorization: 'Bearer secret-bearer-token-0123456789',
          cookie: '__Host-sl_session=secret-cookie',
        },
        payload: { Login: 'ada@example.com', Password: PASSWORD },
      });
      await prod.app.inject({ method: 'POST', url: '/api/auth/login-by-token/secret-link-token-0123456789' });
    } finally {
      await prod.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/pays/dico?email=[redacted]&Ville=[redacted]&[redacted]=[redacted]"');
    expect(log).toContain('"url":"/api/auth/login-by-token/:token"');
    for (const secret of ['grace', 'Paris', 'ada@example.com', 'secret-', PASSWORD, 'compte']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
