import { readFileSync } from 'node:fs';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import type { InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { type Coverage, coverageOf, isWatchedToEnd } from '@shortlist/domain/festival-space/viewing-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { reportViewing } from './report-viewing.ts';

/*
 * The per-entry viewing summary (`visionnage_resume`, kept by the trigger of migration 0030) that
 * the inbox's coverage filter, counts and columns read, checked against the domain rule over the
 * viewing rows themselves (`isWatchedToEnd`, `coverageOf`) as an oracle: after inserts, reports,
 * updates across the end threshold and back, rows moved or turned into trailers, deletions and
 * an account's cascade; with reports of many members at once; and the migration's one-off fill.
 */

let f: FestivalSpaceTestApp;
const entries: number[] = [];
const members: number[] = [];
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  for (const [i, title] of ['Salt', 'Tide', 'Dune', 'Reef', 'Cove'].entries()) {
    const entry = await f.sentEntry({ who: i % 2 === 0 ? 'ada' : 'bob', title: `${title} Summary` });
    entries.push(entry.IdInscription);
  }
  for (let i = 0; i < 8; i++) {
    const IdCompte = await insertAccount(f.t, `summary-member-${i}@example.com`, { password: null });
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte, IdFestival: f.festivalId, Role: 'programmer' });
    members.push(IdCompte);
  }
}, 60_000);
afterAll(() => f.close());

type Summary = { opened: number; toEnd: number };

/** What the summary must hold, per entry with a film row: the domain rule over the viewing rows. */
async function oracle(): Promise<Map<number, Summary>> {
  const { rows } = await f.database.db.execute<{
    IdInscription: number;
    TypeVideo: string;
    PositionMax: number;
    Duree: number;
  }>(sql`select "IdInscription", "TypeVideo", "PositionMax", "Duree" from "visionnage"`);
  const expected = new Map<number, Summary>();
  for (const row of rows) {
    if (row.TypeVideo !== 'film') continue;
    const entry = expected.get(Number(row.IdInscription)) ?? { opened: 0, toEnd: 0 };
    entry.opened += 1;
    if (isWatchedToEnd(Number(row.PositionMax), Number(row.Duree))) entry.toEnd += 1;
    expected.set(Number(row.IdInscription), entry);
  }
  return expected;
}

/** The summary as stored, without the rows that count nobody (the same as no row). */
async function stored(): Promise<Map<number, Summary>> {
  const { rows } = await f.database.db.execute<{ IdInscription: number; opened: number; toEnd: number }>(
    sql`select "IdInscription", "MembresOuvert" as "opened", "MembresFin" as "toEnd" from "visionnage_resume"`,
  );
  return new Map(
    rows
      .filter((row) => Number(row.opened) !== 0 || Number(row.toEnd) !== 0)
      .map((row) => [Number(row.IdInscription), { opened: Number(row.opened), toEnd: Number(row.toEnd) }]),
  );
}

async function expectConsistent(): Promise<Map<number, Summary>> {
  const expected = await oracle();
  expect(await stored()).toEqual(expected);
  return expected;
}

/** A deterministic sequence (a linear congruential generator), so a failure replays. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: the low ones of this generator repeat with short periods.
    return Math.floor(state / 2 ** 15) % n;
  };
}

/** Furthest points on and around both edges of "watched to the end" for a running time `d`. */
const furthestFor = (d: number) => [0, 1, d - 10, d - 10.001, d * 0.95, d * 0.95 - 0.001, d, d / 2];
const DURATIONS = [0, 5, 12, 100, 600, 7200];

describe('the viewing summary', () => {
  it('follows every change of the viewing rows, by the domain rule', async () => {
    const db = f.database.db;
    const next = sequence(31);
    const rows = async () =>
      (await db.execute<{ Id: number }>(sql`select "Id" from "visionnage" order by "Id"`)).rows.map((r) =>
        Number(r.Id),
      );
    for (let step = 0; step < 160; step++) {
      const existing = await rows();
      const action = existing.length < 6 ? 0 : next(6);
      const d = DURATIONS[next(DURATIONS.length)] as number;
      const furthest = furthestFor(d)[next(8)] as number;
      const id = existing[next(Math.max(1, existing.length))];
      if (action <= 1) {
        // A new row (or, when the member already has one, its update through the same key).
        await db.execute(sql`
          insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere", "Position", "PositionMax", "Duree")
          values (${entries[next(entries.length)]}, ${members[next(members.length)]}, ${next(4) === 0 ? 'trailer' : 'film'}, ${NOW}, ${NOW}, ${furthest}, ${furthest}, ${d})
          on conflict ("IdInscription", "IdCompte", "TypeVideo") do update set "PositionMax" = excluded."PositionMax", "Duree" = excluded."Duree"`);
      } else if (action === 2) {
        await db.execute(
          sql`update "visionnage" set "PositionMax" = ${furthest}, "Duree" = ${d} where "Id" = ${id}`,
        );
      } else if (action === 3) {
        // Film to trailer and back; a clash with the member's other row is skipped.
        await db.execute(sql`update "visionnage" v set "TypeVideo" = case v."TypeVideo" when 'film' then 'trailer' else 'film' end
          where v."Id" = ${id} and not exists (select 1 from "visionnage" o where o."Id" <> ${id}
            and o."IdInscription" = v."IdInscription" and o."IdCompte" = v."IdCompte")`);
      } else if (action === 4) {
        // A row moved to another entry (never done by the app, but the summary must follow it).
        const to = entries[next(entries.length)];
        await db.execute(sql`update "visionnage" v set "IdInscription" = ${to}
          where v."Id" = ${id} and not exists (select 1 from "visionnage" o where o."Id" <> ${id}
            and o."IdInscription" = ${to} and o."IdCompte" = v."IdCompte" and o."TypeVideo" = v."TypeVideo")`);
      } else {
        await db.execute(sql`delete from "visionnage" where "Id" = ${id}`);
      }
      if (step % 10 === 9) await expectConsistent();
    }
    const expected = await expectConsistent();
    // The sequence left entries partly watched by some members and to the end by others.
    expect([...expected.values()].some((s) => s.toEnd > 0 && s.toEnd < s.opened)).toBe(true);

    // An account that goes takes its viewing rows with it (cascade), and the summary follows.
    const gone = members.pop() as number;
    await db.execute(
      sql`insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere", "PositionMax", "Duree")
      select e, ${gone}, 'film', ${NOW}, ${NOW}, 600, 600 from unnest(${`{${entries.join(',')}}`}::int[]) e
      on conflict do nothing`,
    );
    await expectConsistent();
    await db.execute(sql`delete from "compte" where "Id" = ${gone}`);
    await expectConsistent();
  });

  it("is what the inbox shows: each entry's coverage and members, and the coverage counts", async () => {
    const expected = await expectConsistent();
    const response = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {});
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as InboxPage;
    const byCoverage: Record<Coverage, number> = { notOpened: 0, partly: 0, full: 0 };
    for (const item of page.items) {
      const summary = expected.get(item.IdInscription) ?? { opened: 0, toEnd: 0 };
      const coverage = coverageOf({ opened: summary.opened > 0, watchedToEnd: summary.toEnd > 0 });
      expect(item).toMatchObject({
        coverage,
        membersOpened: summary.opened,
        membersWatchedToEnd: summary.toEnd,
      });
      byCoverage[coverage] += 1;
    }
    expect(page.counts.byCoverage).toEqual(byCoverage);
    for (const coverage of ['notOpened', 'partly', 'full'] as const) {
      const filtered = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {
        coverage: [coverage],
      });
      expect((filtered.json() as InboxPage).total).toBe(byCoverage[coverage]);
    }
  });

  it('counts every member when many report on one entry at once, to the end and back', async () => {
    const db = f.database.db;
    const entryId = entries[0] as number;
    const report = (accountId: number, position: number, duration: number, seconds: number) =>
      reportViewing(db, {
        accountId,
        entryId,
        report: { TypeVideo: 'film', position, duration },
        now: new Date(NOW.getTime() + seconds * 1000),
      });
    await db.execute(sql`delete from "visionnage" where "IdInscription" = ${entryId}`);
    await Promise.all(members.map((m) => report(m, 30, 600, 100)));
    expect((await expectConsistent()).get(entryId)).toEqual({ opened: members.length, toEnd: 0 });
    await Promise.all(members.map((m) => report(m, 600, 600, 200)));
    expect((await expectConsistent()).get(entryId)).toEqual({
      opened: members.length,
      toEnd: members.length,
    });
    // A longer running time reported later: the furthest point is no longer near the end.
    await Promise.all(members.slice(0, 3).map((m) => report(m, 10, 2000, 300)));
    expect((await expectConsistent()).get(entryId)).toEqual({
      opened: members.length,
      toEnd: members.length - 3,
    });
  });

  it('is filled once by the migration from the rows written before it', async () => {
    const db = f.database.db;
    const expected = await expectConsistent();
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0030_viewing_summary.sql', import.meta.url),
      'utf8',
    );
    const fill = migration.split('--> statement-breakpoint').at(-1) as string;
    expect(fill).toContain('INSERT INTO "visionnage_resume"');
    await db.execute(sql`delete from "visionnage_resume"`);
    await db.execute(sql.raw(fill));
    expect(await stored()).toEqual(expected);
  });
});
