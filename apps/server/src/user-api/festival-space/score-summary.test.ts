import { membreFestival, visionnage } from '@shortlist/db/schema/festival-space';
import type { InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { type ScoreSummary, summarizeScores } from '@shortlist/domain/festival-space/review-rules';
import { furthestPercent } from '@shortlist/domain/festival-space/viewing-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

/*
 * The per-entry score summary (`avis_resume`, kept by the triggers of migration 0046) that the
 * inbox's score sorts and columns read, checked against the domain rule over the rows themselves
 * as an oracle: a score counts when given and its author declared no conflict with the film or a
 * person its credits name (`countedScoreSql`), summed up by `summarizeScores`. A random sequence of
 * watches and reviews through the API (a score before the watch threshold is refused, so each
 * counted score's author watched past it), conflicts declared and withdrawn, credits added and
 * removed, reviews deleted, a contact pointed at another person and a member removed.
 */

let f: FestivalSpaceTestApp;
const entries: { IdInscription: number; IdFilm: number }[] = [];
const members: { account: number; signed: Signed }[] = [];
const persons: number[] = [];
const THRESHOLD = 80;
/** How many scores the last oracle found void by a conflict with a person only. */
let personVoids = 0;
let maxPersonVoids = 0;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  for (const [i, title] of ['Oak', 'Elm', 'Ash', 'Yew', 'Fir'].entries()) {
    entries.push(await f.sentEntry({ who: i % 2 === 0 ? 'ada' : 'bob', title: `${title} Scored` }));
  }
  for (let i = 0; i < 5; i++) {
    const login = `scorer-${i}@example.com`;
    const account = await insertAccount(f.t, login);
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte: account, IdFestival: f.festivalId, Role: 'programmer' });
    members.push({ account, signed: await signInAs(f.t.app, login) });
  }
  // Three people, each with a contact of ada's directory, person k credited on films k and k + 2.
  for (const [k, name] of ['Pia', 'Quin', 'Rhea'].entries()) {
    const { rows } = await f.database.db.execute<{ Id: number }>(sql`
      with p as (insert into "personne" ("Prenom", "Nom") values (${name}, 'Credited') returning "Id")
      insert into "contact" ("IdCompteAnnuaire", "IdPersonne") select ${f.accountIds.ada}, p."Id" from p
      returning "IdPersonne" as "Id"`);
    persons.push(Number(rows[0]!.Id));
    await f.database.db.execute(sql`insert into "generique" ("IdFilm", "IdFonction", "IdContact")
      select e, 1, ct."Id" from "contact" ct, unnest(${`{${entries[k]!.IdFilm},${entries[k + 2]!.IdFilm}}`}::int[]) e
      where ct."IdPersonne" = ${rows[0]!.Id}`);
  }
}, 60_000);
afterAll(() => f.close());

/** What the summary must hold, per reviewed entry: the domain rule over the rows. */
async function oracle(): Promise<Map<number, ScoreSummary>> {
  const db = f.database.db;
  const { rows: reviews } = await db.execute<{
    IdInscription: number;
    IdMembre: number;
    IdCompte: number;
    Note: number | null;
  }>(
    sql`select a."IdInscription", a."IdMembre", m."IdCompte", a."Note" from "avis" a join "membre_festival" m on m."Id" = a."IdMembre"`,
  );
  const { rows: conflicts } = await db.execute<{
    IdMembre: number;
    IdFilm: number | null;
    IdPersonne: number | null;
  }>(sql`select "IdMembre", "IdFilm", "IdPersonne" from "conflit_interet"`);
  const { rows: credits } = await db.execute<{ IdFilm: number; IdPersonne: number }>(
    sql`select g."IdFilm", ct."IdPersonne" from "generique" g join "contact" ct on ct."Id" = g."IdContact"`,
  );
  const { rows: views } = await db.execute<{
    IdInscription: number;
    IdCompte: number;
    PositionMax: number;
    Duree: number;
  }>(
    sql`select "IdInscription", "IdCompte", "PositionMax", "Duree" from "visionnage" where "TypeVideo" = 'film'`,
  );
  const filmOf = new Map<number, number>();
  const { rows: all } = await db.execute<{ Id: number; IdFilm: number }>(
    sql`select "Id", "IdFilm" from "inscription"`,
  );
  for (const row of all) filmOf.set(Number(row.Id), Number(row.IdFilm));
  const conflicted = (member: number, film: number) =>
    conflicts.some(
      (c) =>
        Number(c.IdMembre) === member &&
        (Number(c.IdFilm) === film ||
          (c.IdPersonne !== null &&
            credits.some((g) => Number(g.IdFilm) === film && Number(g.IdPersonne) === Number(c.IdPersonne)))),
    );
  personVoids = 0;
  const counted = new Map<number, number[]>();
  for (const review of reviews) {
    const entry = Number(review.IdInscription);
    const list = counted.get(entry) ?? [];
    counted.set(entry, list);
    if (review.Note === null) continue;
    if (conflicted(Number(review.IdMembre), filmOf.get(entry) as number)) {
      if (
        !conflicts.some(
          (c) => Number(c.IdMembre) === Number(review.IdMembre) && Number(c.IdFilm) === filmOf.get(entry),
        )
      )
        personVoids += 1;
      continue;
    }
    // The watch rule held when the score was given: its author watched past the threshold.
    const view = views.find(
      (v) => Number(v.IdInscription) === entry && Number(v.IdCompte) === Number(review.IdCompte),
    );
    expect(furthestPercent(Number(view?.PositionMax ?? 0), Number(view?.Duree ?? 0))).toBeGreaterThanOrEqual(
      THRESHOLD,
    );
    list.push(Number(review.Note));
  }
  return new Map([...counted].map(([entry, scores]) => [entry, summarizeScores(scores)]));
}

/** The summary as stored, without the rows that count nothing (the same as no row) but reviewed entries'. */
async function stored(): Promise<Map<number, ScoreSummary>> {
  const { rows } = await f.database.db.execute<{
    IdInscription: number;
    Nombre: number;
    Moyenne: number | null;
    Ecart: number | null;
  }>(sql`select r."IdInscription", r."Nombre", r."Moyenne", r."Ecart" from "avis_resume" r
    where r."Nombre" > 0 or exists (select 1 from "avis" a where a."IdInscription" = r."IdInscription")`);
  return new Map(
    rows.map((row) => [
      Number(row.IdInscription),
      {
        count: Number(row.Nombre),
        mean: row.Moyenne === null ? null : Number(row.Moyenne),
        spread: row.Ecart === null ? null : Number(row.Ecart),
      },
    ]),
  );
}

async function expectConsistent(): Promise<Map<number, ScoreSummary>> {
  const expected = await oracle();
  maxPersonVoids = Math.max(maxPersonVoids, personVoids);
  expect(await stored()).toEqual(expected);
  return expected;
}

/** A deterministic sequence (a linear congruential generator), so a failure replays. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.floor(state / 2 ** 15) % n;
  };
}

/** The account watched `percent` of the entry's 10-minute film, as the player's reports leave it. */
async function watch(accountId: number, entryId: number, percent: number) {
  const now = new Date();
  await f.database.db
    .insert(visionnage)
    .values({
      IdInscription: entryId,
      IdCompte: accountId,
      TypeVideo: 'film',
      DatePremiere: now,
      DateDerniere: now,
      Position: percent * 6,
      PositionMax: percent * 6,
      Duree: 600,
    })
    .onConflictDoUpdate({
      target: [visionnage.IdInscription, visionnage.IdCompte, visionnage.TypeVideo],
      // A furthest point never moves back.
      set: { PositionMax: sql`greatest(${visionnage.PositionMax}, ${percent * 6})` },
    });
}

describe('the score summary', () => {
  it('follows every change of reviews, conflicts and credits, by the domain rule', async () => {
    const db = f.database.db;
    const next = sequence(34);
    let refused = 0;
    for (let step = 0; step < 140; step++) {
      const member = members[next(members.length)]!;
      const entry = entries[next(entries.length)]!;
      const action = next(10);
      if (action <= 3) {
        // A watch, then a review: the score is refused under the threshold.
        await watch(member.account, entry.IdInscription, [40, 79, 80, 95, 100][next(5)] as number);
        const score = next(6) === 0 ? null : 1 + next(5);
        const answer = await f.call(member.signed, 'PUT', `entries/${entry.IdInscription}/review`, {
          score,
          note: null,
          tags: [],
        });
        if (answer.statusCode === 409) refused += 1;
        else expect(answer.statusCode).toBe(200);
      } else if (action === 4) {
        const person = next(3) === 0 ? null : (persons[next(persons.length)] as number);
        // A person is declared only when credited on the film (404 otherwise).
        await f.call(member.signed, 'POST', `entries/${entry.IdInscription}/conflicts`, {
          IdPersonne: person,
        });
      } else if (action === 5) {
        const { rows } = await db.execute<{ Id: number }>(sql`select ci."Id" from "conflit_interet" ci
          join "membre_festival" m on m."Id" = ci."IdMembre" where m."IdCompte" = ${member.account} order by ci."Id"`);
        const conflict = rows[next(Math.max(1, rows.length))];
        if (conflict)
          expect(
            (await f.call(member.signed, 'DELETE', `festivals/${f.festivalId}/conflicts/${conflict.Id}`))
              .statusCode,
          ).toBeLessThan(300);
      } else if (action === 6) {
        // A credit added (a film's credits, whoever edits them).
        await db.execute(sql`insert into "generique" ("IdFilm", "IdFonction", "IdContact")
          select ${entry.IdFilm}, ${1 + next(3)}, ct."Id" from "contact" ct where ct."IdPersonne" = ${persons[next(persons.length)]} limit 1
          on conflict do nothing`);
      } else if (action === 7) {
        await db.execute(sql`delete from "generique" where "Id" = (select g."Id" from "generique" g
          where g."IdFilm" = ${entry.IdFilm} order by g."Id" limit 1)`);
      } else if (action === 8) {
        await db.execute(sql`delete from "avis" where "Id" = (select a."Id" from "avis" a
          where a."IdInscription" = ${entry.IdInscription} order by a."Id" limit 1)`);
      } else {
        // A contact pointed at another (new) person: its credits name them now, so conflicts with
        // the former person no longer reach its films, and the new one can be declared.
        const k = next(persons.length);
        const { rows } = await db.execute<{ Id: number }>(
          sql`insert into "personne" ("Prenom", "Nom") values (${`Renamed ${step}`}, 'Credited') returning "Id"`,
        );
        await db.execute(
          sql`update "contact" set "IdPersonne" = ${rows[0]!.Id} where "IdPersonne" = ${persons[k]}`,
        );
        persons[k] = Number(rows[0]!.Id);
      }
      if (step % 5 === 4) await expectConsistent();
    }
    const expected = await expectConsistent();
    expect(refused).toBeGreaterThan(0);
    // Some scores were void by a conflict with a person their film credits, not with the film.
    expect(maxPersonVoids).toBeGreaterThan(0);
    // The sequence left conflicts voiding some scores and entries scored by several members.
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "conflit_interet"`);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    expect([...expected.values()].some((s) => s.count >= 2 && (s.spread ?? 0) > 0)).toBe(true);

    // A member removed takes their reviews and conflicts with them (cascade).
    const gone = members.pop()!;
    await db.execute(
      sql`delete from "membre_festival" where "IdCompte" = ${gone.account} and "IdFestival" = ${f.festivalId}`,
    );
    await expectConsistent();
  });

  it('is what the inbox shows and sorts by', async () => {
    const expected = await expectConsistent();
    const answer = async (filter: object, skip = 0, take = 30) =>
      (
        await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/${skip}/${take}`, filter)
      ).json() as InboxPage;
    const page = async (filter: object, skip = 0, take = 30) => (await answer(filter, skip, take)).items;
    for (const item of await page({})) {
      expect(item.scores).toEqual(expected.get(item.IdInscription) ?? { count: 0, mean: null, spread: null });
    }
    const key = (id: number, field: 'mean' | 'spread') => expected.get(id)?.[field] ?? null;
    const bySpread = (await page({ sort: 'scoreSpread', descending: true })).map((i) => i.IdInscription);
    const spreads = bySpread.map((id) => key(id, 'spread'));
    // Descending, the unscored last.
    const scored = spreads.filter((s) => s !== null) as number[];
    expect(spreads).toEqual([...scored.sort((a, b) => b - a), ...spreads.filter((s) => s === null)]);
    // Every offset pages the same order, across the scored entries and the unscored after them.
    for (const filter of [
      { sort: 'scoreSpread', descending: true },
      { sort: 'scoreSpread', descending: false },
      { sort: 'scoreMean', descending: true },
      { sort: 'scoreMean', descending: false },
    ]) {
      const whole = (await page(filter)).map((i) => i.IdInscription);
      for (const skip of [1, 2, 3, 4])
        expect((await page(filter, skip, 10)).map((i) => i.IdInscription)).toEqual(whole.slice(skip));
      expect((await answer(filter, 2, 10)).total).toBe(whole.length);
    }
    const byMean = (await page({ sort: 'scoreMean', descending: false })).map((i) =>
      key(i.IdInscription, 'mean'),
    );
    const means = byMean.filter((m) => m !== null) as number[];
    expect(byMean).toEqual([...means.sort((a, b) => a - b), ...byMean.filter((m) => m === null)]);
  });
});
