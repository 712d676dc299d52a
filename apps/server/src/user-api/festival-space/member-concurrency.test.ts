import { membreFestival } from '@shortlist/db/schema/festival-space';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';

// A festival keeps a manager even when its two last managers remove or demote each other at the
// same moment, on a real listening server (requests race for real, which `inject` does not do):
// the festival's member rows are locked, so the second change reads what the first left.

let f: FestivalSpaceTestApp;
let base: string;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

const ROUNDS = [
  ['remove', 'remove'],
  ['demote', 'demote'],
  ['remove', 'demote'],
  ['demote', 'remove'],
  ['remove', 'remove'],
  ['demote', 'demote'],
] as const;

it('two managers taking each other away at once leave exactly one manager', async () => {
  const db = f.database.db;
  const festivalId = f.otherFestivalId;
  const outcomes = new Set<string>();
  for (const [round, [firstAction, secondAction]] of ROUNDS.entries()) {
    // Two managers and nobody else manages the festival this round.
    await db
      .update(membreFestival)
      .set({ Role: 'programmer' })
      .where(and(eq(membreFestival.IdFestival, festivalId), eq(membreFestival.Role, 'manager')));
    const pair = [];
    for (const side of ['a', 'b']) {
      const login = `race-${round}-${side}@example.com`;
      const IdCompte = await insertAccount(f.t, login);
      const [row] = await db
        .insert(membreFestival)
        .values({ IdCompte, IdFestival: festivalId, Role: 'manager' })
        .returning({ Id: membreFestival.Id });
      pair.push({ IdMembre: row!.Id, signed: await signInAs(f.t.app, login) });
    }
    const [a, b] = pair as [(typeof pair)[number], (typeof pair)[number]];
    const act = (actor: typeof a, target: typeof a, action: 'remove' | 'demote') =>
      fetch(`${base}/api/festival-space/festivals/${festivalId}/members/${target.IdMembre}`, {
        method: action === 'remove' ? 'DELETE' : 'PUT',
        headers: {
          ...actor.signed.headers,
          ...(action === 'demote' ? { 'content-type': 'application/json' } : {}),
        },
        ...(action === 'demote' ? { body: JSON.stringify({ role: 'programmer' }) } : {}),
      }).then(async (r) => ({ status: r.status, code: ((await r.json()) as { code?: string }).code }));
    const answers = await Promise.all([act(a, b, firstAction), act(b, a, secondAction)]);

    const managers = await db
      .select({ Id: membreFestival.Id })
      .from(membreFestival)
      .where(and(eq(membreFestival.IdFestival, festivalId), eq(membreFestival.Role, 'manager')));
    expect(managers, JSON.stringify(answers)).toHaveLength(1);
    // One change went through; the other was refused: the last manager (409), or an actor who
    // had just been removed (404) or demoted (403) and so no longer acts.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0], JSON.stringify(answers)).toBe(200);
    expect([403, 404, 409]).toContain(statuses[1]);
    for (const answer of answers) if (answer.status !== 200) outcomes.add(`${answer.status} ${answer.code}`);
  }
  expect(
    [...outcomes].every((o) =>
      /^(409 FESTIVAL_LAST_MANAGER|404 NOT_FOUND|403 FESTIVAL_ROLE_REQUIRED)$/.test(o),
    ),
  ).toBe(true);
});
