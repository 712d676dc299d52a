import { migrationsApplied } from '@shortlist/db/migrate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Readiness (`/api/ready`, `/order-api/ready`) is not liveness (`/api/health`, which the
 * journeys and Playwright wait on): ready needs the database to answer and to hold every
 * migration of this build; a balancer keeps traffic away until then (issue 35).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t.close());

describe('readiness', () => {
  it('answers ready on a migrated database, on both APIs, never cached', async () => {
    for (const url of ['/api/ready', '/order-api/ready']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503 MIGRATIONS_PENDING while a migration of this build is missing; liveness stays 200', async () => {
    const db = t.database.db;
    const { rows } = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const last = rows[0];
    if (!last) throw new Error('no migration recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      for (const url of ['/api/ready', '/order-api/ready']) {
        const answer = await t.app.inject({ url, headers: { culture: 'fr' } });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.json().code).toBe('MIGRATIONS_PENDING');
        expect(answer.json().message).toContain('mise à jour');
        expect(answer.headers['retry-after']).toBe('5');
      }
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('says a database without the migrations table is not ready', async () => {
    const db = t.database.db;
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to migrations_away`);
    try {
      expect(await migrationsApplied(t.database)).toBe(false);
    } finally {
      await db.execute(sql`alter table drizzle.migrations_away rename to __drizzle_migrations`);
    }
    expect(await migrationsApplied(t.database)).toBe(true);
  });

  // Last: it closes the file's database.
  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    await t.database.close();
    const answer = await t.app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe('DATABASE_UNAVAILABLE');
  });
});
