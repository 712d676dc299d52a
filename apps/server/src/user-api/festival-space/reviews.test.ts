import { avis } from '@shortlist/db/schema/festival-reviews';
import { membreFestival, visionnage } from '@shortlist/db/schema/festival-space';
import type { EntryView, InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import type { EntryReviews, JurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

// Reviews, scores and blind mode (issue 34), against the database: a score refused before the
// watch threshold, notes private to their author, managers reading each score with the mean and
// spread, a conflicted member's score void and never shown to them, the inbox sorted by mean and
// by disagreement, and blind mode hiding the filmmakers from programmers.

let f: FestivalSpaceTestApp;
let second: Signed;
let secondAccount: number;
const entries: { IdInscription: number; IdFilm: number }[] = [];

const json = <T>(response: { json: () => unknown }) => response.json() as T;
const code = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { code?: string }).code,
];
const review = (who: Signed, entry: number, body: object) =>
  f.call(who, 'PUT', `entries/${entry}/review`, body);
const reviews = (who: Signed, entry: number) => f.call(who, 'GET', `entries/${entry}/reviews`);
const inbox = (who: Signed, filter: object) =>
  f.call(who, 'POST', `festivals/${f.festivalId}/entries/filter/0/30`, filter);

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
      SecondesVues: percent * 6,
      Duree: 600,
    })
    .onConflictDoUpdate({
      target: [visionnage.IdInscription, visionnage.IdCompte, visionnage.TypeVideo],
      set: { PositionMax: percent * 6, Position: percent * 6 },
    });
}

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  for (let i = 0; i < 3; i++) {
    entries.push(await f.sentEntry({ who: i % 2 ? 'bob' : 'ada', title: `Reviewed ${i}` }));
  }
  secondAccount = await insertAccount(f.t, 'second-reviewer@example.com');
  await f.database.db
    .insert(membreFestival)
    .values({ IdCompte: secondAccount, IdFestival: f.festivalId, Role: 'programmer' });
  second = await signInAs(f.t.app, 'second-reviewer@example.com');
  // The first film credits its director, whom blind mode hides.
  await f.database.db.execute(sql`
    with p as (insert into "personne" ("Prenom", "Nom") values ('Dana', 'Director') returning "Id"),
    c as (insert into "contact" ("IdCompteAnnuaire", "IdPersonne") select ${f.accountIds.ada}, p."Id" from p returning "Id")
    insert into "generique" ("IdFilm", "IdFonction", "IdContact") select ${entries[0]!.IdFilm}, 1, c."Id" from c`);
});
afterAll(() => f.close());

describe('a review', () => {
  it('refuses a score before the watch threshold, and keeps a note without one', async () => {
    const [e0] = entries;
    await watch(f.accountIds.programmer, e0!.IdInscription, 50);
    expect(
      code(await review(f.programmer, e0!.IdInscription, { score: 4, note: 'Strong.', tags: [] })),
    ).toEqual([409, 'REVIEW_NOT_WATCHED']);
    expect((await f.database.db.select({ n: count() }).from(avis))[0]?.n).toBe(0);
    const noted = await review(f.programmer, e0!.IdInscription, {
      score: null,
      note: 'Watch the ending again.',
      tags: ['story', 'story', 'acting'],
    });
    expect(noted.statusCode).toBe(200);
    const body = json<EntryReviews>(noted);
    expect(body).toMatchObject({ scale: 5, watchThreshold: 80, watchedPercent: 50, canScore: false });
    expect(body.mine).toMatchObject({
      score: null,
      note: 'Watch the ending again.',
      tags: ['story', 'acting'],
    });
  });

  it('takes the score once watched past the threshold, on the scale only', async () => {
    const [e0] = entries;
    await watch(f.accountIds.programmer, e0!.IdInscription, 80);
    expect(code(await review(f.programmer, e0!.IdInscription, { score: 6, note: null, tags: [] }))).toEqual([
      400,
      'REVIEW_SCORE_OFF_SCALE',
    ]);
    expect(code(await review(f.programmer, e0!.IdInscription, { score: 0, note: null, tags: [] }))[0]).toBe(
      400,
    );
    const scored = await review(f.programmer, e0!.IdInscription, {
      score: 5,
      note: 'Mine only.',
      tags: ['image'],
    });
    expect(scored.statusCode).toBe(200);
    expect(json<EntryReviews>(scored)).toMatchObject({
      canScore: true,
      mine: { score: 5, note: 'Mine only.', tags: ['image'], counted: true },
      // A programmer reads no one else's scores.
      summary: null,
      scores: [],
    });
  });

  it("shows managers each score, the mean and the spread, never another member's note", async () => {
    const [e0] = entries;
    await watch(secondAccount, e0!.IdInscription, 100);
    await review(second, e0!.IdInscription, { score: 1, note: 'Second private.', tags: ['sound'] });
    const seen = json<EntryReviews>(await reviews(f.manager, e0!.IdInscription));
    expect(seen.summary).toEqual({ count: 2, mean: 3, spread: 4 });
    expect(seen.scores.map((s) => [s.score, s.tags, s.counted])).toEqual([
      [5, ['image'], true],
      [1, ['sound'], true],
    ]);
    expect(JSON.stringify(seen)).not.toContain('private');
    expect(JSON.stringify(seen)).not.toContain('Mine only');
    const theirs = json<EntryReviews>(await reviews(second, e0!.IdInscription));
    expect(theirs.mine?.note).toBe('Second private.');
    expect(JSON.stringify(theirs)).not.toContain('Mine only');
    expect(theirs.scores).toEqual([]);
  });

  it('is 404 for anyone outside the festival, reading or writing', async () => {
    const [e0] = entries;
    expect((await reviews(f.outsider, e0!.IdInscription)).statusCode).toBe(404);
    expect(
      (await review(f.outsider, e0!.IdInscription, { score: null, note: 'x', tags: [] })).statusCode,
    ).toBe(404);
    expect((await reviews(f.manager, 2_000_000)).statusCode).toBe(404);
  });
});

describe('a conflict of interest', () => {
  it("voids the member's score, hides every score from them and refuses their review", async () => {
    const [e0] = entries;
    expect(
      (await f.call(second, 'POST', `entries/${e0!.IdInscription}/conflicts`, { IdPersonne: null }))
        .statusCode,
    ).toBe(200);
    const managers = json<EntryReviews>(await reviews(f.manager, e0!.IdInscription));
    expect(managers.summary).toEqual({ count: 1, mean: 5, spread: 0 });
    expect(managers.scores.find((s) => s.score === 1)?.counted).toBe(false);
    const theirs = json<EntryReviews>(await reviews(second, e0!.IdInscription));
    expect(theirs).toMatchObject({ conflicted: true, canScore: false, summary: null, scores: [] });
    expect(theirs.mine?.counted).toBe(false);
    expect(code(await review(second, e0!.IdInscription, { score: 2, note: null, tags: [] }))).toEqual([
      409,
      'REVIEW_CONFLICT_OF_INTEREST',
    ]);
  });

  it('hides the scores from a conflicted manager, on the entry and in the inbox', async () => {
    const [, e1] = entries;
    await watch(f.accountIds.programmer, e1!.IdInscription, 90);
    await review(f.programmer, e1!.IdInscription, { score: 2, note: null, tags: [] });
    await f.call(f.manager, 'POST', `entries/${e1!.IdInscription}/conflicts`, { IdPersonne: null });
    const seen = json<EntryReviews>(await reviews(f.manager, e1!.IdInscription));
    expect(seen).toMatchObject({ conflicted: true, summary: null, scores: [] });
    const page = json<InboxPage>(await inbox(f.manager, { sort: 'scoreMean', descending: true }));
    const row = page.items.find((item) => item.IdInscription === e1!.IdInscription);
    expect(row?.scores).toBeNull();
    // Its place tells nothing either: without a score it sorts with the unscored entries, last.
    expect(page.items[0]?.IdInscription).toBe(e0());
  });
});

const e0 = () => entries[0]!.IdInscription;

describe('the inbox', () => {
  it('sorts by mean and by disagreement for managers, with each row’s summary', async () => {
    const [, , e2] = entries;
    await watch(f.accountIds.programmer, e2!.IdInscription, 100);
    await watch(secondAccount, e2!.IdInscription, 100);
    await review(f.programmer, e2!.IdInscription, { score: 4, note: null, tags: [] });
    await review(second, e2!.IdInscription, { score: 1, note: null, tags: [] });
    const bySpread = json<InboxPage>(await inbox(f.manager, { sort: 'scoreSpread', descending: true }));
    expect(bySpread.items[0]?.IdInscription).toBe(e2!.IdInscription);
    expect(bySpread.items[0]?.scores).toEqual({ count: 2, mean: 2.5, spread: 3 });
    const byMean = json<InboxPage>(await inbox(f.manager, { sort: 'scoreMean', descending: true }));
    expect(byMean.items.slice(0, 2).map((item) => item.IdInscription)).toEqual([e0(), e2!.IdInscription]);
    const ascending = json<InboxPage>(await inbox(f.manager, { sort: 'scoreMean', descending: false }));
    expect(ascending.items.slice(0, 2).map((item) => item.IdInscription)).toEqual([e2!.IdInscription, e0()]);
  });

  it('gives programmers no scores and no score sort', async () => {
    expect(code(await inbox(f.programmer, { sort: 'scoreSpread' }))).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const page = json<InboxPage>(await inbox(f.programmer, {}));
    expect(page.items.every((item) => item.scores === null)).toBe(true);
  });
});

describe('jury settings and blind mode', () => {
  const settingsPath = () => `festivals/${f.festivalId}/jury-settings`;

  it('are read by members, changed by managers only, the scale fixed once scores were given', async () => {
    expect(json<JurySettingsView>(await f.call(f.programmer, 'GET', settingsPath()))).toEqual({
      scale: 5,
      watchThreshold: 80,
      blind: false,
      scaleLocked: true,
    });
    expect((await f.call(f.outsider, 'GET', settingsPath())).statusCode).toBe(404);
    const body = { scale: 5, watchThreshold: 60, blind: true };
    expect(code(await f.call(f.programmer, 'PUT', settingsPath(), body))).toEqual([
      403,
      'FESTIVAL_ROLE_REQUIRED',
    ]);
    expect((await f.call(f.outsider, 'PUT', settingsPath(), body)).statusCode).toBe(404);
    expect(code(await f.call(f.manager, 'PUT', settingsPath(), { ...body, scale: 10 }))).toEqual([
      409,
      'SCORE_SCALE_IN_USE',
    ]);
    const saved = await f.call(f.manager, 'PUT', settingsPath(), body);
    expect(json<JurySettingsView>(saved)).toEqual({ ...body, scaleLocked: true });
  });

  it('hides the filmmakers from programmers, not from managers', async () => {
    const programmers = json<EntryView>(await f.call(f.programmer, 'GET', `entries/${e0()}`));
    expect(programmers.blind).toBe(true);
    expect(programmers.credits).toEqual([]);
    expect(programmers.documents).toEqual([]);
    const managers = json<EntryView>(await f.call(f.manager, 'GET', `entries/${e0()}`));
    expect(managers.blind).toBe(false);
    expect(managers.credits.length).toBeGreaterThan(0);
    const row = (page: InboxPage) => page.items.find((item) => item.IdInscription === e0());
    expect(row(json<InboxPage>(await inbox(f.programmer, {})))?.directors).toBe('');
    expect(row(json<InboxPage>(await inbox(f.manager, {})))?.directors).toContain('Director');
  });

  it("never finds an entry by its director's name for programmers, only by its title", async () => {
    const found = async (who: Signed, search: string) =>
      json<InboxPage>(await inbox(who, { search })).items.map((item) => item.IdInscription);
    // The director is "Dana Director", the film "Reviewed 0": a search by the name finds the
    // entry for a manager, and nothing for a programmer, counts included.
    expect(await found(f.manager, 'dana director')).toEqual([e0()]);
    expect(await found(f.programmer, 'dana director')).toEqual([]);
    expect(await found(f.programmer, 'Dana')).toEqual([]);
    expect(json<InboxPage>(await inbox(f.programmer, { search: 'Dana' })).total).toBe(0);
    expect(await found(f.programmer, 'reviewed 0')).toEqual([e0()]);
    // Out of blind mode the name finds it again for programmers.
    await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/jury-settings`, {
      scale: 5,
      watchThreshold: 60,
      blind: false,
    });
    expect(await found(f.programmer, 'dana director')).toEqual([e0()]);
    await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/jury-settings`, {
      scale: 5,
      watchThreshold: 60,
      blind: true,
    });
  });
});
