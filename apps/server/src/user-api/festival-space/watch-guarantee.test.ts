import { campagne, evenement } from '@shortlist/db/schema/campaigns';
import { membreFestival, visionnage } from '@shortlist/db/schema/festival-space';
import { inscription } from '@shortlist/db/schema/submissions';
import type {
  JuryFigures,
  WatchGuaranteeUnmet,
} from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { completeViewers } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

// The guaranteed watch (issue 34; docs/decisions.md "The guaranteed watch"): a call promises every
// film watched to the end by N members; publishing a section is refused with the entries short of
// it until they are watched (through the player's viewing reports); the filmmaker's receipt says
// whether it was kept; the festival page shows the promise; managers read the jury figures.

let f: FestivalSpaceTestApp;
let callId: number;
let section: number;
let twice: { IdInscription: number; IdFilm: number };
let once: { IdInscription: number; IdFilm: number };
let third: Signed;

const calls = () => `festivals/${f.festivalId}/calls`;
const callBody = (VisionnageGaranti?: unknown) => ({
  AnneeEdition: 2099,
  IsInvitationSeule: false,
  RegleReinscription: 'cannot',
  ...(VisionnageGaranti === undefined ? {} : { VisionnageGaranti }),
});

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const created = await f.call(f.manager, 'POST', calls(), callBody(2));
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().VisionnageGaranti).toBe(2);
  callId = created.json().IdCampagne;
  const added = await f.call(f.manager, 'POST', `${calls()}/${callId}/sections`, {
    Libelle: { en: 'Watched shorts' },
    Texte: { en: 'Every film watched twice.' },
    IsInscription: true,
    IsPayant: false,
    IsPublic: true,
    MotDePasse: null,
  });
  expect(added.statusCode, added.body).toBe(201);
  section = added.json().IdCampagneSection;
  twice = await f.sentEntry({ who: 'ada', title: 'Seen Twice', IdCampagneSection: section });
  once = await f.sentEntry({ who: 'bob', title: 'Seen Once', IdCampagneSection: section });
  // A cancelled entry is never judged: the promise does not cover it.
  const cancelled = await f.sentEntry({ who: 'bob', title: 'Withdrawn', IdCampagneSection: section });
  await f.database.db
    .update(inscription)
    .set({ Statut: S.cancelled, StatutPublie: S.cancelled })
    .where(eq(inscription.Id, cancelled.IdInscription));
  // A third member, a programmer.
  const account = await insertAccount(f.t, 'third@example.com');
  await f.database.db
    .insert(membreFestival)
    .values({ IdCompte: account, IdFestival: f.festivalId, Role: 'programmer' });
  third = await signInAs(f.t.app, 'third@example.com');
  // The section's results are ten days away.
  await f.database.db.insert(evenement).values({
    IdCampagneSection: section,
    Type: 'result',
    DateEvent: new Date(NOW.getTime() + 10 * 86_400_000 - 3_600_000),
  });
});
afterAll(() => f.close());

const publish = (who: Signed) =>
  f.call(who, 'POST', `festivals/${f.festivalId}/decisions/publish`, { IdCampagneSection: section });
/** The player's report, at the end of the film (or `position` seconds into its 600). */
const watch = (who: Signed, entry: number, position = 600) =>
  f.call(who, 'POST', `entries/${entry}/viewing`, { TypeVideo: 'film', position, duration: 600 });
const figures = async (who: Signed = f.manager) => {
  const response = await f.call(who, 'GET', `festivals/${f.festivalId}/jury-figures`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as JuryFigures).sections.find((s) => s.IdCampagneSection === section)!;
};
async function mySubmission(who: Signed, id: number): Promise<SubmissionListItem> {
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/inscriptions/filter',
    headers: who.headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as SubmissionListItem[]).find((item) => item.IdInscription === id)!;
}
/** The domain's count over the entry's viewing rows: the oracle of the SQL's. */
async function completeViewersOf(entry: number): Promise<number> {
  const rows = await f.database.db
    .select()
    .from(visionnage)
    .where(and(eq(visionnage.IdInscription, entry), eq(visionnage.TypeVideo, 'film')));
  return completeViewers(
    rows.map((r) => ({ member: r.IdCompte, furthest: r.PositionMax, duration: r.Duree })),
  );
}

describe('the guaranteed watch in the call editor', () => {
  it('changes freely before entries arrive, absent meaning off', async () => {
    const created = await f.call(f.manager, 'POST', calls(), { ...callBody(3), AnneeEdition: 2098 });
    expect(created.statusCode, created.body).toBe(201);
    const url = `${calls()}/${created.json().IdCampagne}`;
    const lowered = await f.call(f.manager, 'PUT', url, { ...callBody(1), AnneeEdition: 2098 });
    expect([lowered.statusCode, lowered.json().VisionnageGaranti]).toEqual([200, 1]);
    // Absent is off: an older client's full replacement.
    const absent = await f.call(f.manager, 'PUT', url, { ...callBody(), AnneeEdition: 2098 });
    expect([absent.statusCode, absent.json().VisionnageGaranti]).toEqual([200, null]);
  });

  it('once entries arrived, only raises the promise; refuses anything but 1 to 10 members', async () => {
    for (const lower of [null, 1, undefined]) {
      const refused = await f.call(f.manager, 'PUT', `${calls()}/${callId}`, callBody(lower));
      expect([refused.statusCode, refused.json().code], String(lower)).toEqual([
        409,
        'WATCH_GUARANTEE_LOWERED',
      ]);
    }
    for (const bad of [0, 11, 2.5, '2', -1, true]) {
      const refused = await f.call(f.manager, 'PUT', `${calls()}/${callId}`, callBody(bad));
      expect([refused.statusCode, refused.json().code], String(bad)).toEqual([400, 'VALIDATION_FAILED']);
      expect(refused.json().fields[0].path).toBe('VisionnageGaranti');
    }
    const programmer = await f.call(f.programmer, 'PUT', `${calls()}/${callId}`, callBody(1));
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const outsider = await f.call(f.outsider, 'PUT', `${calls()}/${callId}`, callBody(1));
    expect(outsider.statusCode).toBe(404);
    // The same promise, with the call's other fields changed, is no change to it.
    const same = await f.call(f.manager, 'PUT', `${calls()}/${callId}`, {
      ...callBody(2),
      RegleReinscription: 'can',
    });
    expect([same.statusCode, same.json().VisionnageGaranti]).toEqual([200, 2]);
    const [row] = await f.database.db.select().from(campagne).where(eq(campagne.Id, callId));
    expect(row?.VisionnageGaranti).toBe(2);
  });

  it("shows the promise on the festival's public page", async () => {
    // The public reads a call once the operator verified it (the lifecycle's own tests cover that step).
    await f.database.db.update(campagne).set({ StatutCampagne: 'open' }).where(eq(campagne.Id, callId));
    const response = await f.t.app.inject({ url: `/api/public/festivals/${f.festivalId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().campaign).toMatchObject({ IdCampagne: callId, VisionnageGaranti: 2 });
  });
});

describe('publishing under the guaranteed watch', () => {
  it('is refused with the entries short of it, then done once they are watched', async () => {
    for (const entry of [twice, once]) {
      for (const Statut of [S.validated, S.selected]) {
        const moved = await f.call(f.manager, 'PUT', `entries/${entry.IdInscription}/status`, { Statut });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    }
    const before = await mySubmission(f.ada, twice.IdInscription);
    expect(before.watchGuarantee).toEqual({ required: 2, watchedBy: 0, kept: false });

    const refused = await publish(f.manager);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json() as WatchGuaranteeUnmet;
    expect(body).toMatchObject({ code: 'WATCH_GUARANTEE_UNMET', required: 2 });
    expect(body.message).toContain('2');
    expect(body.entries.map((e) => [e.IdInscription, e.TitreOriginal, e.watchedBy])).toEqual([
      [twice.IdInscription, 'Seen Twice', 0],
      [once.IdInscription, 'Seen Once', 0],
    ]);

    // Half the film, and a member who watched to the end: one complete view.
    expect((await watch(f.programmer, twice.IdInscription, 300)).statusCode).toBe(200);
    expect((await watch(f.manager, twice.IdInscription)).statusCode).toBe(200);
    expect((await watch(f.programmer, once.IdInscription)).statusCode).toBe(200);
    const still = (await publish(f.manager)).json() as WatchGuaranteeUnmet;
    expect(still.entries.map((e) => [e.IdInscription, e.watchedBy])).toEqual([
      [twice.IdInscription, 1],
      [once.IdInscription, 1],
    ]);
    for (const entry of still.entries)
      expect(entry.watchedBy).toBe(await completeViewersOf(entry.IdInscription));

    // The programmer plays on to the end of the first film: it is kept; the second is still short.
    expect((await watch(f.programmer, twice.IdInscription)).statusCode).toBe(200);
    const last = (await publish(f.manager)).json() as WatchGuaranteeUnmet;
    expect(last.entries.map((e) => e.IdInscription)).toEqual([once.IdInscription]);
    // Nothing was published by the refusals.
    const rows = await f.database.db
      .select({ StatutPublie: inscription.StatutPublie })
      .from(inscription)
      .where(inArray(inscription.Id, [twice.IdInscription, once.IdInscription]));
    expect(rows.map((r) => r.StatutPublie)).toEqual([S.sent, S.sent]);

    expect((await watch(third, once.IdInscription)).statusCode).toBe(200);
    const published = await publish(f.manager);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published).toBe(2);
    expect(await mySubmission(f.ada, twice.IdInscription)).toMatchObject({
      Statut: S.selected,
      watchGuarantee: { required: 2, watchedBy: 2, kept: true },
    });
  });

  it('answers a programmer 403 and a stranger 404 before saying anything of the guarantee', async () => {
    const programmer = await publish(f.programmer);
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    for (const who of [f.outsider, f.ada]) {
      const response = await publish(who);
      expect(response.statusCode).toBe(404);
      expect(response.json().entries).toBeUndefined();
    }
  });
});

describe('jury figures', () => {
  it("count each section's and member's progress, the days left and the entries at risk", async () => {
    // A new entry: nobody assigned, nobody watched.
    const late = await f.sentEntry({ who: 'ada', title: 'Late Arrival', IdCampagneSection: section });
    const auto = await f.call(
      f.manager,
      'POST',
      `festivals/${f.festivalId}/sections/${section}/assignments/auto`,
      { perEntry: 1 },
    );
    expect(auto.statusCode, auto.body).toBe(200);
    const figures1 = await figures();
    expect(figures1).toMatchObject({
      required: 2,
      entries: 3,
      assigned: 3,
      watched: 2,
      guaranteed: 2,
      resultDate: new Date(NOW.getTime() + 10 * 86_400_000 - 3_600_000).toISOString(),
      daysLeft: 10,
    });
    // One member assigned to the late entry, two needed: a manager must assign more.
    expect(figures1.atRisk).toEqual([
      {
        IdInscription: late.IdInscription,
        Numero: expect.any(Number),
        TitreOriginal: 'Late Arrival',
        watchedBy: 0,
        assignedNotWatched: 1,
        risk: 'unassigned',
      },
    ]);
    const programmers = figures1.members.filter((m) => m.assigned > 0);
    expect(programmers.reduce((sum, m) => sum + m.assigned, 0)).toBe(3);
    for (const member of figures1.members) expect(member.scored).toBe(0);

    // Two members on it now: waiting for them, no longer short of assignees.
    const assignees = await f.call(f.manager, 'GET', `entries/${late.IdInscription}/assignments`);
    const taken = (assignees.json().items as { IdMembre: number }[]).map((a) => a.IdMembre);
    const other = figures1.members.find((m) => !taken.includes(m.IdMembre))!;
    const given = await f.call(f.manager, 'POST', `entries/${late.IdInscription}/assignments`, {
      IdMembre: other.IdMembre,
    });
    expect(given.statusCode, given.body).toBeLessThan(300);
    const figures2 = await figures();
    expect(figures2.atRisk.map((e) => [e.IdInscription, e.risk])).toEqual([[late.IdInscription, 'pending']]);
    // The programmer watches it: their own count of watched entries grows.
    const before = figures2.members.find((m) => m.name === 'programmer@example.com')!;
    await watch(f.programmer, late.IdInscription);
    const figures3 = await figures();
    const after = figures3.members.find((m) => m.IdMembre === before.IdMembre)!;
    expect(after.watched).toBe(before.watched + 1);
    expect(figures3.watched).toBe(3);
    // And scores it: their count of scored entries grows too.
    const review = await f.call(f.programmer, 'PUT', `entries/${late.IdInscription}/review`, {
      score: 4,
      note: null,
      tags: [],
    });
    expect(review.statusCode, review.body).toBe(200);
    const figures4 = await figures();
    expect(figures4.members.find((m) => m.IdMembre === before.IdMembre)?.scored).toBe(before.scored + 1);
  });

  it('are for managers only: a programmer gets 403, anyone else 404', async () => {
    const programmer = await f.call(f.programmer, 'GET', `festivals/${f.festivalId}/jury-figures`);
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    for (const who of [f.outsider, f.ada]) {
      const response = await f.call(who, 'GET', `festivals/${f.festivalId}/jury-figures`);
      expect(response.statusCode).toBe(404);
    }
    // The outsider's own festival shows nothing of ours.
    const own = await f.call(f.outsider, 'GET', `festivals/${f.otherFestivalId}/jury-figures`);
    expect(own.statusCode, own.body).toBe(200);
    const ids = (own.json() as JuryFigures).sections.map((s) => s.IdCampagneSection);
    expect(ids).not.toContain(section);
  });
});
