import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * "Connect my Vimeo account" (issue 13, spec §4): the authorize URL with a state sealed for the
 * user and film, and its return, exchanged against a local stand-in for Vimeo's token endpoint.
 */
let dir: string;
let t: TestApp;
let bare: TestApp;
let vimeo: Server;
let clock = new Date('2026-03-01T10:00:00Z');
let ada: Signed;
let bob: Signed;
let IdFilm: number;
let bobFilm: number;
/** What the stand-in for Vimeo received. */
const exchanges: { authorization: string | undefined; body: Record<string, string> }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shortlist-vimeo-connect-'));
  vimeo = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, string>;
      exchanges.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/oauth/access_token' || body.code !== 'good-code') {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ access_token: 'vimeo_token_1234', token_type: 'bearer', scope: 'public private' }),
        );
    });
  });
  await new Promise<void>((resolve) => vimeo.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(vimeo.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      DATA_DIR: dir,
      PUBLIC_URL: 'https://shortlist.example',
      VIMEO_CLIENT_ID: 'abc123client',
      VIMEO_CLIENT_SECRET: 'the-secret',
      VIMEO_API_URL: apiUrl,
    },
    now: () => clock,
  });
  bare = await createTestApp({ env: { DATA_DIR: join(dir, 'bare') } });
  IdFilm = await insertFilm(t, await insertAccount(t, 'ada@example.com'));
  bobFilm = await insertFilm(t, await insertAccount(t, 'bob@example.com'));
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
  await bare.close();
  vimeo.close();
  await rm(dir, { recursive: true, force: true });
});

const authorize = (signed: Signed, film = IdFilm, app = t) =>
  app.app.inject({
    method: 'GET',
    url: `/api/films/${film}/video/vimeo/authorize?language=fr`,
    headers: signed.headers,
  });

const codeCall = (signed: Signed | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/vimeo/code', headers: signed?.headers ?? {}, payload });

async function stateFor(signed: Signed, film = IdFilm): Promise<string> {
  const { url } = (await authorize(signed, film)).json() as { url: string };
  return new URL(url).searchParams.get('state') ?? '';
}

describe('the Vimeo authorize URL', () => {
  it("sends to Vimeo's authorisation page with the client id, the return page and a sealed state", async () => {
    const answer = await authorize(ada);
    expect(answer.statusCode).toBe(200);
    const url = new URL((answer.json() as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'abc123client',
      redirect_uri: 'https://shortlist.example/vimeo-callback',
      scope: 'public private',
    });
    const state = url.searchParams.get('state') ?? '';
    // Sealed (AES-GCM, `v1.<iv>.<tag>.<body>`): the film and the account are neither readable nor changeable.
    expect(state).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Buffer.from(state.split('.')[3] ?? '', 'base64url').toString()).not.toContain('"f"');
    expect(await stateFor(ada)).not.toBe(state);
  });

  it("answers 404 for another account's film, 401 without a session, and null without a Vimeo app", async () => {
    expect((await authorize(bob, IdFilm)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/films/${IdFilm}/video/vimeo/authorize?language=fr`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bareFilm = await insertFilm(bare, await insertAccount(bare, 'cy@example.com'));
    const cy = await signInAs(bare.app, 'cy@example.com');
    const none = await authorize(cy, bareFilm, bare);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ url: null });
  });
});

describe('the return of "Connect my Vimeo account"', () => {
  it('exchanges the code with the app credentials and keeps the token an hour in the per-user cookie', async () => {
    const state = await stateFor(ada);
    const answer = await codeCall(ada, { code: 'good-code', state });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      IdFilm,
      language: 'fr',
      accessToken: 'vimeo_token_1234',
      expires: '2026-03-01T11:00:00.000Z',
    });
    expect(answer.cookies.find((c) => c.name === 'sl_vimeo')).toMatchObject({ httpOnly: true, maxAge: 3600 });
    expect(exchanges.at(-1)).toEqual({
      authorization: `basic ${Buffer.from('abc123client:the-secret').toString('base64')}`,
      body: {
        grant_type: 'authorization_code',
        code: 'good-code',
        redirect_uri: 'https://shortlist.example/vimeo-callback',
      },
    });
  });

  it('refuses a forged, altered, foreign or expired state before asking Vimeo', async () => {
    const asked = exchanges.length;
    const adaState = await stateFor(ada);
    const bobState = await stateFor(bob, bobFilm);
    const [v, iv, tag, body = ''] = adaState.split('.');
    const altered = [v, iv, tag, `${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
    for (const [signed, state] of [
      [ada, `${IdFilm}-fr`],
      [ada, 'v1.AAAA.BBBB.CCCC'],
      [ada, altered],
      // Bob's state in Ada's session, and Ada's in Bob's.
      [ada, bobState],
      [bob, adaState],
    ] as const) {
      const answer = await codeCall(signed, { code: 'good-code', state });
      expect(answer.statusCode, state).toBe(400);
      expect(answer.json().code).toBe('VIMEO_STATE_INVALID');
      expect(answer.cookies.find((c) => c.name === 'sl_vimeo')).toBeUndefined();
    }
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await codeCall(ada, { code: 'good-code', state: adaState })).statusCode).toBe(400);
    expect(exchanges.length).toBe(asked);
    expect((await codeCall(undefined, { code: 'good-code', state: adaState })).statusCode).toBe(401);
  });

  it('answers 502 VIMEO_CONNECT_FAILED when Vimeo refuses the code', async () => {
    const answer = await codeCall(ada, { code: 'stale-code', state: await stateFor(ada) });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().code).toBe('VIMEO_CONNECT_FAILED');
    expect(answer.cookies.find((c) => c.name === 'sl_vimeo')).toBeUndefined();
  });

  it('takes the client id and secret together or not at all', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).vimeo).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', VIMEO_CLIENT_ID: 'abc123client' })).toThrow(
      /VIMEO_CLIENT_SECRET: required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', VIMEO_CLIENT_SECRET: 's' })).toThrow(
      /VIMEO_CLIENT_ID: required/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', VIMEO_CLIENT_ID: 'abc123client', VIMEO_CLIENT_SECRET: 's' }).vimeo,
    ).toEqual({ clientId: 'abc123client', clientSecret: 's', apiUrl: 'https://api.vimeo.com' });
  });
});
