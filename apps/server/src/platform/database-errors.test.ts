import { connect, createServer, type Server, type Socket } from 'node:net';
import { type Database, openDatabase } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { civilite } from '@shortlist/db/schema/dictionaries';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkDatabase } from './check-database.ts';
import { connectionSign } from './database-unavailable.ts';
import { errorMessage } from './errors.ts';

/**
 * What the app answers when the database refuses a write or cannot be reached (issue 29): an
 * unknown id is a 400 on its field, a row still in use a 409, a database that is down a 503
 * with `Retry-After` (the health check too), each logged with the request id, none with SQL.
 */

type LogLine = { level: number; reqId?: string; msg: string; constraint?: string };

function logCapture() {
  const lines: string[] = [];
  return {
    logStream: { write: (line: string) => lines.push(line) },
    env: { LOG_LEVEL: 'warn' },
    lines: () => lines.map((line) => JSON.parse(line) as LogLine),
  };
}

const SQL_WORDS = /insert into|update "|delete from|select |constraint|"personne"|params:/i;

describe('a write the database refuses', () => {
  let t: TestApp;
  const log = logCapture();

  beforeAll(async () => {
    t = await createTestApp({ logStream: log.logStream, env: log.env });
    // Routes writing what no contract checked, to reach the database's own refusals.
    t.app.post('/api/test/person-with-civility', async () => {
      await t.database.db.insert(personne).values({ Nom: 'Lovelace', IdCivilite: 999_999 });
      return { ok: true };
    });
    t.app.delete('/api/test/civility-in-use', async () => {
      const [used] = await t.database.db.select({ Id: civilite.Id }).from(civilite).limit(1);
      await t.database.db.insert(personne).values({ Nom: 'Lovelace', IdCivilite: used?.Id ?? 1 });
      await t.database.db.delete(civilite).where(eq(civilite.Id, used?.Id ?? 1));
      return { ok: true };
    });
    t.app.get('/api/test/other-service-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    });
  });
  afterAll(() => t.close());

  it('answers an unknown id with a 400 on the field its foreign key names, and logs it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/person-with-civility' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: [{ path: 'IdCivilite', code: 'INVALID', message: 'INVALID' }],
    });
    expect(response.body).not.toMatch(SQL_WORDS);
    const warned = log.lines().find((line) => line.reqId === response.headers['x-request-id']);
    expect(warned).toMatchObject({ level: 40, constraint: 'personne_IdCivilite_civilite_Id_fk' });
  });

  it('answers the removal of a row still in use with a 409', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/test/civility-in-use' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: expect.any(String) });
  });

  it('answers a socket error of another service with a 500 while the database answers', async () => {
    const response = await t.app.inject({ url: '/api/test/other-service-down' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('connection failures', () => {
  it('are told apart from a wrong query', () => {
    const query = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(connectionSign(query(coded('terminating connection due to administrator command', '57P01')))).toBe(
      'database',
    );
    expect(connectionSign(query(coded('the database system is starting up', '57P03')))).toBe('database');
    expect(connectionSign(query(coded('connection failure', '08006')))).toBe('database');
    expect(connectionSign(query(new Error('Connection terminated unexpectedly')))).toBe('database');
    expect(connectionSign(new Error('PGlite is closed'))).toBe('database');
    const refused = new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(connectionSign(refused)).toBe('socket');
    expect(connectionSign(query(coded('syntax error', '42601')))).toBeNull();
    expect(connectionSign(query(coded('duplicate key', '23505')))).toBeNull();
  });

  it('include a database that never answers the health check', async () => {
    const silent = { db: { execute: () => new Promise(() => {}) } } as unknown as Database;
    const error = await checkDatabase(silent, 50).catch((caught: unknown) => caught);
    expect(connectionSign(error)).toBe('database');
  });
});

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    url() {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: open,
  };
}

async function expectUnavailable(app: FastifyInstance, lines: () => LogLine[]) {
  for (const url of ['/api/health', '/order-api/health', '/api/public/festivals/1']) {
    const response = await app.inject({ url, headers: { culture: 'fr-FR' } });
    expect(response.statusCode, url).toBe(503);
    expect(response.headers['retry-after'], url).toBe('5');
    expect(response.json(), url).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: errorMessage('DATABASE_UNAVAILABLE', 'fr'),
    });
    expect(response.body).not.toMatch(SQL_WORDS);
    const logged = lines().find((line) => line.reqId === response.headers['x-request-id']);
    expect(logged, url).toMatchObject({ level: 50, msg: 'database unavailable' });
  }
}

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After once the database goes away under a running app', async () => {
    const log = logCapture();
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      // PostgreSQL: the app reaches the server through a relay, which drops every connection and
      // refuses new ones, then comes back; the shared server itself is never touched.
      const link = await relay(new URL(adminUrl));
      const database = await openDatabase({ url: link.url(), poolSize: 2 });
      const t = await createTestApp({ database, logStream: log.logStream, env: log.env });
      try {
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        await link.cut();
        await expectUnavailable(t.app, log.lines);
        await link.restore();
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await t.close();
        await database.close();
        await link.cut();
      }
      return;
    }
    // PGlite: the database closes under the app (as it does when the process stops).
    const database = await createTestDatabase({ seed: 'none' });
    const t = await createTestApp({ database, logStream: log.logStream, env: log.env });
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await database.close();
      await expectUnavailable(t.app, log.lines);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the PostgreSQL server refuses connections', async () => {
    // A port nothing listens on: every connection is refused (ECONNREFUSED).
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    const database = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${port}/shortlist`,
      poolSize: 2,
      probe: false,
    });
    const log = logCapture();
    const t = await createTestApp({ database, logStream: log.logStream, env: log.env });
    try {
      await expectUnavailable(t.app, log.lines);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
