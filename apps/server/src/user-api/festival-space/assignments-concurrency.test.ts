import { membreFestival } from '@shortlist/db/schema/festival-space';
import { film } from '@shortlist/db/schema/films';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

// Automatic assignments that race (issue 34), on a real listening server so that the requests run
// on their own connections at once (PostgreSQL with TEST_DATABASE_URL): runs of one section with
// different N and conflict declarations, all at once, leave one consistent assignment: every entry
// to exactly the last run's N (or fewer only where conflicts leave nobody), nobody given an entry
// they declared a conflict with.

let f: FestivalSpaceTestApp;
let base: string;
let section: number;
const entryIds: number[] = [];
const programmers: Signed[] = [];

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  section = f.sectionIds[1]!;
  for (let i = 0; i < 8; i++) {
    const entry = await f.sentEntry({
      who: i % 2 ? 'ada' : 'bob',
      title: `Raced ${i}`,
      IdCampagneSection: section,
    });
    await f.database.db
      .update(film)
      .set({ Duree: (4 + i * 3) * 60 })
      .where(eq(film.Id, entry.IdFilm));
    entryIds.push(entry.IdInscription);
  }
  programmers.push(f.programmer);
  for (const login of ['racer-two', 'racer-three', 'racer-four']) {
    const IdCompte = await insertAccount(f.t, `${login}@example.com`);
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte, IdFestival: f.festivalId, Role: 'programmer' });
    programmers.push(await signInAs(f.t.app, `${login}@example.com`));
  }
});
afterAll(() => f.close());

function send(who: Signed, path: string, body: object) {
  return fetch(`${base}/api/festival-space/${path}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('concurrent automatic assignments and conflicts leave one consistent assignment', async () => {
  await send(f.manager, `festivals/${f.festivalId}/sections/${section}/assignments/auto`, { perEntry: 2 });
  const answers = await Promise.all([
    ...Array.from({ length: 12 }, (_, i) =>
      send(f.manager, `festivals/${f.festivalId}/sections/${section}/assignments/auto`, {
        perEntry: 1 + (i % 3),
      }),
    ),
    ...programmers.map((who, i) => send(who, `entries/${entryIds[i]}/conflicts`, { IdPersonne: null })),
    send(programmers[0]!, `entries/${entryIds[4]}/conflicts`, { IdPersonne: null }),
  ]);
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

  const { rows } = await f.database.db.execute<{
    IdInscription: number;
    assigned: number;
    conflicted: number;
    free: number;
    perEntry: number;
  }>(sql`
    select i."Id" as "IdInscription",
      (select count(*) from "affectation" a where a."IdInscription" = i."Id")::int as "assigned",
      (select count(*) from "affectation" a join "conflit_interet" c on c."IdMembre" = a."IdMembre" and c."IdFilm" = i."IdFilm"
        where a."IdInscription" = i."Id")::int as "conflicted",
      (select count(*) from "membre_festival" m where m."IdFestival" = ${f.festivalId} and m."Role" = 'programmer'
        and not exists (select 1 from "conflit_interet" c where c."IdMembre" = m."Id" and c."IdFilm" = i."IdFilm"))::int as "free",
      (select s."ParEntree" from "affectation_section" s where s."IdCampagneSection" = ${section}) as "perEntry"
    from "inscription" i where i."IdCampagneSection" = ${section} and (i."Statut" & ${FESTIVAL_VISIBLE_STATUSES}) <> 0`);
  expect(rows.length).toBeGreaterThanOrEqual(entryIds.length);
  for (const row of rows) {
    expect(row.conflicted).toBe(0);
    expect(row.assigned).toBe(Math.min(row.perEntry, row.free));
  }
});
