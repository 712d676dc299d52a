import { avis, avisResume } from '@shortlist/db/schema/festival-reviews';
import { membreFestival, visionnage } from '@shortlist/db/schema/festival-space';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';

// Reviews that race (issue 34), on a real listening server so that the requests run on their own
// connections at once (PostgreSQL with TEST_DATABASE_URL): one member saving the same entry's
// review many times at once keeps one review, whole (one request's score, note and tags), and a
// change of scale racing them never leaves a score off the scale; many members scoring one entry at
// once are all counted in its summary (`avis_resume`, migration 0046).

let f: FestivalSpaceTestApp;
let base: string;
let entryId: number;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  entryId = (await f.sentEntry({ who: 'ada', title: 'Raced review' })).IdInscription;
  const now = new Date();
  await f.database.db.insert(visionnage).values({
    IdInscription: entryId,
    IdCompte: f.accountIds.programmer,
    TypeVideo: 'film',
    DatePremiere: now,
    DateDerniere: now,
    PositionMax: 600,
    Position: 600,
    Duree: 600,
  });
});
afterAll(() => f.close());

function put(path: string, body: object, headers: Record<string, string>) {
  return fetch(`${base}/api/festival-space/${path}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('two reviews at once by the same member keep one review, whole', async () => {
  const bodies = Array.from({ length: 10 }, (_, i) => ({
    score: 1 + (i % 5),
    note: `Take ${i}`,
    tags: i % 2 ? ['story'] : ['sound'],
  }));
  const answers = await Promise.all(
    bodies.map((body) => put(`entries/${entryId}/review`, body, f.programmer.headers)),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const rows = await f.database.db.select().from(avis).where(eq(avis.IdInscription, entryId));
  expect(rows).toHaveLength(1);
  const take = Number(rows[0]!.Commentaire!.replace('Take ', ''));
  expect([rows[0]!.Note, rows[0]!.Motifs]).toEqual([bodies[take]!.score, bodies[take]!.tags]);
});

it('a change of scale racing scores either lands first or is refused', async () => {
  await f.database.db.delete(avis);
  const answers = await Promise.all([
    put(
      `festivals/${f.festivalId}/jury-settings`,
      { scale: 3, watchThreshold: 80, blind: false },
      f.manager.headers,
    ),
    ...Array.from({ length: 6 }, () =>
      put(`entries/${entryId}/review`, { score: 5, note: null, tags: [] }, f.programmer.headers),
    ),
  ]);
  const statuses = answers.map((a) => a.status);
  const scale = statuses[0] === 200 ? 3 : 5;
  const rows = await f.database.db.select().from(avis).where(eq(avis.IdInscription, entryId));
  // Every score kept is on the scale in force; a refused change leaves the old one.
  for (const row of rows) expect(row.Note ?? 0).toBeLessThanOrEqual(scale);
  expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
});

it('many members scoring one entry at once are all counted in its summary', async () => {
  const raced = (await f.sentEntry({ who: 'bob', title: 'Raced summary' })).IdInscription;
  const now = new Date();
  const members = [];
  for (let i = 0; i < 8; i++) {
    const login = `raced-scorer-${i}@example.com`;
    const account = await insertAccount(f.t, login);
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte: account, IdFestival: f.festivalId, Role: 'programmer' });
    await f.database.db.insert(visionnage).values({
      IdInscription: raced,
      IdCompte: account,
      TypeVideo: 'film',
      DatePremiere: now,
      DateDerniere: now,
      PositionMax: 600,
      Position: 600,
      Duree: 600,
    });
    members.push(await signInAs(f.t.app, login));
  }
  // Scores 1..3 (the scale may be 3 after the test above): every save races the others'.
  const answers = await Promise.all(
    members.map((m, i) =>
      put(`entries/${raced}/review`, { score: 1 + (i % 3), note: null, tags: [] }, m.headers),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const [summary] = await f.database.db.select().from(avisResume).where(eq(avisResume.IdInscription, raced));
  const scores = members.map((_, i) => 1 + (i % 3));
  expect([summary?.Nombre, summary?.Somme, summary?.Minimum, summary?.Maximum]).toEqual([
    8,
    scores.reduce((a, b) => a + b, 0),
    1,
    3,
  ]);
});
