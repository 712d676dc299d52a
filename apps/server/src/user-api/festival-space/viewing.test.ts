import { visionnage } from '@shortlist/db/schema/festival-space';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import type { MemberViewing } from '@shortlist/domain/festival-space/viewing-contracts';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import type { Signed } from '../../test/test-accounts.ts';
import { reportViewing } from './report-viewing.ts';

// Viewing receipts (issue 31): a member's player reports progress on an entry's video; the
// filmmaker's submission list shows the festival's aggregate of the film, never who watched.

let f: FestivalSpaceTestApp;
let harbour: { IdInscription: number; IdFilm: number };
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  harbour = await f.sentEntry({ who: 'ada', title: 'Harbour Lights' });
});
afterAll(() => f.close());

const report = (who: Signed, entry: number, body: object) =>
  f.call(who, 'POST', `entries/${entry}/viewing`, body);

async function submissions(who: Signed): Promise<SubmissionListItem[]> {
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/inscriptions/filter',
    headers: who.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: SubmissionListItem[] }).items;
}

const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('a viewing report', () => {
  it("creates the member's row on the first report, then counts time watched at the player's pace", async () => {
    const first = await report(f.programmer, harbour.IdInscription, {
      TypeVideo: 'film',
      position: 0,
      duration: 600,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      TypeVideo: 'film',
      firstOpenedAt: NOW.toISOString(),
      lastAt: NOW.toISOString(),
      furthestPercent: 0,
      watchedSeconds: 0,
      watchedToEnd: false,
    } satisfies MemberViewing);

    const db = f.database.db;
    const as = (seconds: number, position: number) =>
      reportViewing(db, {
        accountId: f.accountIds.programmer,
        entryId: harbour.IdInscription,
        report: { TypeVideo: 'film', position, duration: 600 },
        now: at(seconds),
      });
    expect(await as(15, 15)).toMatchObject({ watchedSeconds: 15, furthestPercent: 2 });
    expect(await as(30, 30)).toMatchObject({ watchedSeconds: 30 });
    // A seek forward adds only what could have been watched in the time that passed (15 s + 2).
    expect(await as(45, 300)).toMatchObject({ watchedSeconds: 47, furthestPercent: 50 });
    // A pause 4 s later: 4 s played, no slack; then a seek back adds nothing but keeps the furthest point.
    expect(await as(49, 304)).toMatchObject({ watchedSeconds: 51, furthestPercent: 50 });
    const back = await as(60, 100);
    expect(back).toMatchObject({ watchedSeconds: 51, furthestPercent: 50, lastAt: at(60).toISOString() });
    // Reports flooding at one instant add nothing.
    for (let i = 0; i < 5; i += 1) await as(60, 102 + i);
    expect((await as(60, 110)).watchedSeconds).toBe(51);
    const [row] = await db
      .select()
      .from(visionnage)
      .where(
        and(
          eq(visionnage.IdInscription, harbour.IdInscription),
          eq(visionnage.IdCompte, f.accountIds.programmer),
        ),
      );
    expect(row).toMatchObject({ Position: 110, PositionMax: 304, DatePremiere: NOW, Duree: 600 });
  });

  it("prefers the running time the technical check measured to the player's, and bounds the position by it", async () => {
    const entry = await f.sentEntry({ who: 'bob', title: 'Measured Reel' });
    await f.database.db
      .update(filmVideo)
      .set({
        EtatVerification: 'done',
        Verification: { facts: { durationSeconds: 200 }, warnings: [] },
      })
      .where(eq(filmVideo.IdFilm, entry.IdFilm));
    const answer = await report(f.manager, entry.IdInscription, {
      TypeVideo: 'film',
      position: 5000,
      duration: 99_999,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ furthestPercent: 100, watchedToEnd: true });
    const [row] = await f.database.db
      .select()
      .from(visionnage)
      .where(eq(visionnage.IdInscription, entry.IdInscription));
    expect(row).toMatchObject({ Duree: 200, PositionMax: 200 });
  });

  it('is refused (404) to a non-member, a filmmaker, on an unfinished entry, an unknown one, or a video the film lacks', async () => {
    const body = { TypeVideo: 'film', position: 10, duration: 600 };
    expect((await report(f.outsider, harbour.IdInscription, body)).statusCode).toBe(404);
    expect((await report(f.ada, harbour.IdInscription, body)).statusCode).toBe(404);
    expect((await report(f.bob, harbour.IdInscription, body)).statusCode).toBe(404);
    const basket = await f.basketEntry({ who: 'ada', title: 'Still In The Basket' });
    expect((await report(f.manager, basket, body)).statusCode).toBe(404);
    expect((await report(f.manager, 2_000_000_000, body)).statusCode).toBe(404);
    // The film has a screener and no trailer: nothing to report on.
    const trailer = await report(f.manager, harbour.IdInscription, { ...body, TypeVideo: 'trailer' });
    expect(trailer.statusCode).toBe(404);
    expect(trailer.json()).toMatchObject({ code: 'NOT_FOUND' });
    const rows = await f.database.db.select().from(visionnage).where(eq(visionnage.IdInscription, basket));
    expect(rows).toEqual([]);
    // Out of bounds or unknown fields: 400.
    expect((await report(f.manager, harbour.IdInscription, { ...body, position: -1 })).statusCode).toBe(400);
    expect((await report(f.manager, harbour.IdInscription, { ...body, duration: 0 })).statusCode).toBe(400);
    expect((await report(f.manager, harbour.IdInscription, { ...body, who: 1 })).statusCode).toBe(400);
  });
});

describe("hostile values in a member's own report", () => {
  it('answer a 4xx with a code, past the membership check', async () => {
    const { operations, failures } = await sweepOwnedOperations({
      app: f.t.app,
      headers: f.manager.headers,
      select: (id) => id === 'POST /api/festival-space/entries/{IdInscription}/viewing',
      owned: { IdInscription: String(harbour.IdInscription) },
    });
    expect(operations).toHaveLength(1);
    expect(failures).toEqual([]);
  });
});

describe("the filmmaker's view of the festival's viewing", () => {
  it("combines the members' viewings of the film: first opening, furthest point, to the end; another filmmaker's list is unaffected", async () => {
    const entry = await f.sentEntry({ who: 'ada', title: 'Two Viewers', IdCampagneSection: f.sectionIds[1] });
    const before = (await submissions(f.ada)).find((i) => i.IdInscription === entry.IdInscription)!;
    expect(before.viewing).toEqual({ firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false });

    const db = f.database.db;
    const as = (accountId: number, seconds: number, TypeVideo: 'film' | 'trailer', position: number) =>
      reportViewing(db, {
        accountId,
        entryId: entry.IdInscription,
        report: { TypeVideo, position, duration: 600 },
        now: at(seconds),
      });
    // The manager opens it first and stops at 25 %; the programmer opens it later and goes to 60 %.
    await as(f.accountIds.manager, 100, 'film', 0);
    await as(f.accountIds.manager, 115, 'film', 150);
    await as(f.accountIds.programmer, 500, 'film', 0);
    await as(f.accountIds.programmer, 515, 'film', 360);
    let item = (await submissions(f.ada)).find((i) => i.IdInscription === entry.IdInscription)!;
    expect(item.viewing).toEqual({
      firstOpenedAt: at(100).toISOString(),
      furthestPercent: 60,
      watchedToEnd: false,
    });
    expect(JSON.stringify(item)).not.toContain('manager@example.com');

    // Then the programmer reaches the credits: watched to the end.
    await as(f.accountIds.programmer, 530, 'film', 575);
    item = (await submissions(f.ada)).find((i) => i.IdInscription === entry.IdInscription)!;
    expect(item.viewing).toEqual({
      firstOpenedAt: at(100).toISOString(),
      furthestPercent: 95,
      watchedToEnd: true,
    });

    // Bob's entries show no viewing of Ada's film.
    const bobs = await f.sentEntry({ who: 'bob', title: 'Unseen' });
    const bobList = await submissions(f.bob);
    expect(bobList.map((i) => i.IdInscription)).not.toContain(entry.IdInscription);
    expect(bobList.find((i) => i.IdInscription === bobs.IdInscription)!.viewing).toEqual({
      firstOpenedAt: null,
      furthestPercent: 0,
      watchedToEnd: false,
    });
  });

  it('counts the film only, not the trailer', async () => {
    const entry = await f.sentEntry({ who: 'ada', title: 'Trailer Only' });
    await f.database.db
      .insert(filmVideo)
      .values({ IdFilm: entry.IdFilm, TypeVideo: 'trailer', Fichier: `films/${entry.IdFilm}/trailer` });
    const answer = await report(f.manager, entry.IdInscription, {
      TypeVideo: 'trailer',
      position: 60,
      duration: 60,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ TypeVideo: 'trailer', watchedToEnd: true });
    const item = (await submissions(f.ada)).find((i) => i.IdInscription === entry.IdInscription)!;
    expect(item.viewing).toEqual({ firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false });
  });
});

describe('viewing reports at once, on a real server', () => {
  const fire = (base: string, who: Signed, entry: number, position: number) =>
    fetch(`${base}/api/festival-space/entries/${entry}/viewing`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ TypeVideo: 'film', position, duration: 600 }),
    });

  it('first reports at once make one row; later ones at once lose no furthest point and count the time once', async () => {
    const entry = await f.sentEntry({ who: 'bob', title: 'Rush Hour' });
    const base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const firsts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fire(base, f.programmer, entry.IdInscription, i)),
    );
    expect(firsts.map((r) => r.status)).toEqual(Array(8).fill(200));
    const key = and(
      eq(visionnage.IdInscription, entry.IdInscription),
      eq(visionnage.IdCompte, f.accountIds.programmer),
    );
    const db = f.database.db;
    expect(await db.select().from(visionnage).where(key)).toHaveLength(1);

    // The last report a minute ago at 0 s; twenty arrive at once between 30 s and 49 s.
    await db
      .update(visionnage)
      .set({ DateDerniere: at(-60), Position: 0, PositionMax: 0, SecondesVues: 0 })
      .where(key);
    const positions = Array.from({ length: 20 }, (_, i) => 30 + i);
    const answers = await Promise.all(positions.map((p) => fire(base, f.programmer, entry.IdInscription, p)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [row] = await db.select().from(visionnage).where(key);
    expect(row!.PositionMax).toBe(49);
    expect(positions).toContain(row!.Position);
    // The first one taken counts the minute's playing (up to its position); the others, at the
    // same instant, add nothing: one report's worth, never twenty.
    expect(row!.SecondesVues).toBeGreaterThanOrEqual(30);
    expect(row!.SecondesVues).toBeLessThanOrEqual(49);
    expect(row!.DateDerniere).toEqual(NOW);
  });
});
