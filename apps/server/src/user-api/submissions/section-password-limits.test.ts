import type { Database } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { inscription, sectionTentativeMotDePasse } from '@shortlist/db/schema/submissions';
import { DEMO_SECTION_PASSWORD } from '@shortlist/db/seed/demo/sections';
import { createTestDatabase } from '@shortlist/db/testing';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SECTION_PASSWORD_LIMITS } from './section-password-attempts.ts';
import { answersFor, itemOf, readyFilm } from './submission-test-steps.ts';

// Section passwords (docs/decisions.md "Section passwords"): kept hashed, checked on the server, and
// limited per account and section like sign-in. The limits are raced against a real listening
// server, as PostgreSQL's pool would see them.

let database: Database;
let t: TestApp;
let base = '';
let ada: Signed;
let bob: Signed;
let clock = NOW;
/** An open protected section of the demo that a ready film may enter, and what it asks. */
let guarded: { Id: number; item: string; answers: Record<string, boolean | string | number> };

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => clock, env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  guarded = await eligibleGuardedSection(await readyFilm(t, ada, 'Scout'));
});
afterAll(async () => {
  await t.close();
  await database.close();
});

async function eligibleGuardedSection(filmId: number) {
  const festivals = await database.db.execute<{ IdFestival: number }>(sql`
    select distinct c."IdFestival" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where c."StatutCampagne" = 'open' and cs."MotDePasseHash" is not null order by 1`);
  for (const { IdFestival } of festivals.rows) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/compare-film-section',
      headers: ada.headers,
      payload: { IdFestival, IdFilm: filmId },
    });
    const cells = (response.json() as { results: EligibilityCellAnswer[] }).results;
    for (const cell of cells.filter((c) => c.status === 'eligible')) {
      const [row] = await database.db
        .select({ Id: campagneSection.Id })
        .from(campagneSection)
        .where(
          and(eq(campagneSection.Id, cell.IdCampagneSection), isNotNull(campagneSection.MotDePasseHash)),
        );
      if (row) {
        return {
          Id: row.Id,
          item: await itemOf(database, row.Id),
          answers: await answersFor(database, row.Id),
        };
      }
    }
  }
  throw new Error('the demo has no eligible protected section');
}

/** One add-to-basket call on the listening server, as a browser sends it. */
async function enter(who: Signed, filmId: number, password: string | undefined) {
  const response = await fetch(`${base}/api/inscriptions/by-film/${filmId}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      idFilm: filmId,
      items: [guarded.item],
      answers: { [guarded.Id]: guarded.answers },
      ...(password === undefined ? {} : { passwords: { [guarded.Id]: password } }),
    }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code ?? 'OK' };
}

function tally(answers: { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.code] = (counts[answer.code] ?? 0) + 1;
  return counts;
}

const entries = async (filmId: number) =>
  database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId));

describe('protected section passwords', () => {
  it('are stored hashed: the demo hash opens with the demo password, and nothing in clear is kept', async () => {
    const rows = await database.db
      .select({ clear: campagneSection.MotDePasse, hash: campagneSection.MotDePasseHash })
      .from(campagneSection)
      .where(eq(campagneSection.Id, guarded.Id));
    expect(rows).toEqual([{ clear: null, hash: expect.stringMatching(/^\$argon2id\$/) }]);
  });

  it('25 wrong passwords at once: exactly 10 are checked, then even the right one waits 15 minutes', async () => {
    const filmId = await readyFilm(t, ada, 'Burst');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => enter(ada, filmId, `wrong-${i}`)));
    expect(tally(answers)).toEqual({
      SECTION_PASSWORD_WRONG: SECTION_PASSWORD_LIMITS.perAccountAndSection,
      SECTION_PASSWORD_THROTTLED: 25 - SECTION_PASSWORD_LIMITS.perAccountAndSection,
    });
    expect(await enter(ada, filmId, DEMO_SECTION_PASSWORD)).toEqual({
      status: 429,
      code: 'SECTION_PASSWORD_THROTTLED',
    });
    expect(await entries(filmId)).toEqual([]);
    // Per account: Bob's right password still opens the section.
    expect(await enter(bob, await readyFilm(t, bob, 'Other account'), DEMO_SECTION_PASSWORD)).toEqual({
      status: 201,
      code: 'OK',
    });
    // A missing password guesses nothing and is refused as wrong, not counted.
    expect(await enter(bob, await readyFilm(t, bob, 'No password'), undefined)).toEqual({
      status: 403,
      code: 'SECTION_PASSWORD_WRONG',
    });
    // Past the window, the right password opens it again.
    clock = new Date(NOW.getTime() + SECTION_PASSWORD_LIMITS.windowMs + 1000);
    try {
      expect(await enter(ada, filmId, DEMO_SECTION_PASSWORD)).toEqual({ status: 201, code: 'OK' });
    } finally {
      clock = NOW;
    }
  });

  it('a right password is no failure: 9 wrong, then right, then one more wrong is still checked', async () => {
    await database.db.delete(sectionTentativeMotDePasse);
    const filmId = await readyFilm(t, ada, 'Patient');
    const wrong = await Promise.all(Array.from({ length: 9 }, (_, i) => enter(ada, filmId, `w${i}`)));
    expect(tally(wrong)).toEqual({ SECTION_PASSWORD_WRONG: 9 });
    expect(await enter(ada, filmId, DEMO_SECTION_PASSWORD)).toEqual({ status: 201, code: 'OK' });
    const second = await readyFilm(t, ada, 'Patient again');
    expect(await enter(ada, second, 'w')).toEqual({ status: 403, code: 'SECTION_PASSWORD_WRONG' });
    expect(await enter(ada, second, DEMO_SECTION_PASSWORD)).toEqual({
      status: 429,
      code: 'SECTION_PASSWORD_THROTTLED',
    });
  });

  it('is checked when ticked, sharing the attempts with the basket: 12 at once, 10 checked', async () => {
    await database.db.delete(sectionTentativeMotDePasse);
    const check = async (who: Signed, password: string, id = guarded.Id) => {
      const response = await fetch(`${base}/api/sections/${id}/password/check`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      return response.status === 204 ? 'OK' : ((await response.json()) as { code: string }).code;
    };
    expect(await check(ada, DEMO_SECTION_PASSWORD)).toBe('OK');
    expect(await check(ada, 'nope')).toBe('SECTION_PASSWORD_WRONG');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => check(ada, `guess-${i}`)));
    expect(tally(burst.map((code) => ({ code })))).toEqual({
      SECTION_PASSWORD_WRONG: SECTION_PASSWORD_LIMITS.perAccountAndSection - 1,
      SECTION_PASSWORD_THROTTLED: 12 - (SECTION_PASSWORD_LIMITS.perAccountAndSection - 1),
    });
    // The basket counts the same attempts: the right password waits too.
    expect(await enter(ada, await readyFilm(t, ada, 'Ticked'), DEMO_SECTION_PASSWORD)).toEqual({
      status: 429,
      code: 'SECTION_PASSWORD_THROTTLED',
    });
    expect(await check(bob, 'x', 999_999_999)).toBe('NOT_FOUND');
    const open = await database.db.execute<{ Id: number }>(
      sql`select "Id" from "campagne_section" where "MotDePasseHash" is null and "MotDePasse" is null limit 1`,
    );
    expect(await check(bob, 'anything', open.rows[0]!.Id)).toBe('OK');
  });

  it('a password written in clear and not hashed yet opens nothing; once hashed, it does', async () => {
    await database.db.delete(sectionTentativeMotDePasse);
    await database.db
      .update(campagneSection)
      .set({ MotDePasse: 'festival-secret', MotDePasseHash: null })
      .where(eq(campagneSection.Id, guarded.Id));
    const filmId = await readyFilm(t, bob, 'Waiting for the hash');
    expect(await enter(bob, filmId, 'festival-secret')).toEqual({
      status: 403,
      code: 'SECTION_PASSWORD_WRONG',
    });
    // What the start-up step does (festivals/hash-section-passwords.test.ts).
    await database.db
      .update(campagneSection)
      .set({ MotDePasse: null, MotDePasseHash: await hashPassword('festival-secret') })
      .where(eq(campagneSection.Id, guarded.Id));
    expect(await enter(bob, filmId, 'festival-secret')).toEqual({ status: 201, code: 'OK' });
  });
});
