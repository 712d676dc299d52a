import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { inscription, inscriptionStatut } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { applyFrenchSpacing as fr } from '@shortlist/domain/text/french-typography';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import type { Signed } from '../../test/test-accounts.ts';

// Status changes in the festival workspace through the API (issue 31): every arrow of
// docs/decisions.md a festival may take, and no other; who may change an entry's status; a selection
// changed at once, each entry on its own; the note and reasons written for the decision.

let f: FestivalSpaceTestApp;
let entry: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  entry = (await f.sentEntry({ who: 'ada', title: 'Arrows' })).IdInscription;
});
afterAll(() => f.close());

// docs/decisions.md "Allowed transitions", the festival's arrows written out (not-finished -> sent and
// the removal are the platform's).
const FESTIVAL_ARROWS: ReadonlyArray<[from: number, to: number]> = [
  [S.sent, S.validated],
  [S.sent, S.cancelled],
  [S.validated, S.selected],
  [S.validated, S.notSelected],
  [S.validated, S.selectedElsewhere],
  [S.selected, S.awarded],
];
const FLAGS = Object.values(S);

const read = async (id: number) =>
  (await f.database.db.select().from(inscription).where(eq(inscription.Id, id)))[0]!;
const audit = (id: number) =>
  f.database.db
    .select()
    .from(inscriptionStatut)
    .where(eq(inscriptionStatut.IdInscription, id))
    .orderBy(asc(inscriptionStatut.Id));
/** Puts an entry at a status as if it had got there (the arrows into it are tested on their own). */
const place = (id: number, Statut: number) =>
  f.database.db.update(inscription).set({ Statut, StatutPublie: Statut }).where(eq(inscription.Id, id));

function setStatus(who: Signed, id: number, body: object, culture = 'en') {
  return f.t.app.inject({
    method: 'PUT',
    url: `/api/festival-space/entries/${id}/status`,
    headers: { ...who.headers, culture },
    payload: body,
  });
}

describe("an entry's status in the workspace", () => {
  it('takes exactly the arrows of docs/decisions.md a festival may take, through the API', async () => {
    const outcomes: string[] = [];
    for (const from of FLAGS) {
      for (const to of FLAGS) {
        await place(entry, from);
        const before = (await audit(entry)).length;
        const response = await setStatus(f.manager, entry, { Statut: to });
        const allowed = FESTIVAL_ARROWS.some(([a, b]) => a === from && b === to);
        // An unfinished entry is not the festival's to see: 404, whatever the arrow.
        const expected = from === S.notFinished ? 404 : allowed ? 200 : 409;
        if (response.statusCode !== expected) outcomes.push(`${from} -> ${to}: ${response.statusCode}`);
        const row = await read(entry);
        expect(row.Statut).toBe(allowed ? to : from);
        expect((await audit(entry)).length).toBe(before + (allowed ? 1 : 0));
        if (expected === 409) expect(response.json().code).toBe('SUBMISSION_TRANSITION_REFUSED');
      }
    }
    expect(outcomes).toEqual([]);
  });

  it("answers the entry's decision, keeps the change internal and audits who made it", async () => {
    const { IdInscription } = await f.sentEntry({ who: 'bob', title: 'Internal' });
    const response = await setStatus(f.programmer, IdInscription, {
      Statut: S.validated,
      reason: '  Complete record  ',
      expected: S.sent,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      IdInscription,
      Statut: S.validated,
      statusLabel: 'Validated',
      StatutPublie: S.sent,
      isPublished: false,
      nextStatuses: [S.selected, S.notSelected, S.selectedElsewhere],
      MessageDecision: null,
      MotifsDecision: [],
    });
    expect((await audit(IdInscription)).at(-1)).toMatchObject({
      De: S.sent,
      Vers: S.validated,
      Auteur: 'festival',
      IdCompte: f.accountIds.programmer,
      Motif: 'Complete record',
    });
  });

  it('refuses a stale expected status and names both statuses of a refused arrow in the language', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Stale' });
    const stale = await setStatus(f.manager, IdInscription, { Statut: S.cancelled, expected: S.validated });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'SUBMISSION_STATUS_CHANGED']);
    const refused = await setStatus(f.manager, IdInscription, { Statut: S.awarded }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(fr('« Envoyée » à « Primée »'));
    expect(await read(IdInscription)).toMatchObject({ Statut: S.sent });
    expect(await audit(IdInscription)).toHaveLength(1);
  });

  it('lets no one but the festival’s members near an entry, nor anyone near an unfinished one', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Guarded' });
    const basket = await f.basketEntry({ who: 'bob', title: 'In the basket' });
    for (const [who, id] of [
      [f.outsider, IdInscription],
      [f.ada, IdInscription],
      [f.bob, IdInscription],
      [f.manager, basket],
      [f.manager, 2_000_000_000],
    ] as const) {
      const response = await setStatus(who, id, { Statut: S.validated });
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    const anonymous = await f.t.app.inject({
      method: 'PUT',
      url: `/api/festival-space/entries/${IdInscription}/status`,
      payload: { Statut: S.validated },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await read(IdInscription)).toMatchObject({ Statut: S.sent });
    expect(await read(basket)).toMatchObject({ Statut: S.notFinished });
  });
});

describe('a selection moved at once', () => {
  it('moves each entry it may, refuses the others with their code, and never touches a foreign one', async () => {
    const [otherSection] = await f.database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(eq(campagne.IdFestival, f.otherFestivalId))
      .limit(1);
    const valid = [
      (await f.sentEntry({ who: 'ada', title: 'Bulk one' })).IdInscription,
      (await f.sentEntry({ who: 'bob', title: 'Bulk two' })).IdInscription,
    ];
    const judged = (await f.sentEntry({ who: 'ada', title: 'Bulk judged' })).IdInscription;
    await setStatus(f.manager, judged, { Statut: S.validated });
    const foreign = (
      await f.sentEntry({ who: 'bob', title: 'Bulk foreign', IdCampagneSection: otherSection!.Id })
    ).IdInscription;
    const basket = await f.basketEntry({ who: 'ada', title: 'Bulk basket' });
    const unknown = 2_000_000_000;

    const response = await f.call(f.programmer, 'PUT', `festivals/${f.festivalId}/entries/status`, {
      IdInscriptions: [unknown, foreign, ...valid, judged, basket, valid[0]],
      Statut: S.validated,
      reason: 'First look',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      changed: valid,
      refused: [
        { IdInscription: judged, code: 'SUBMISSION_TRANSITION_REFUSED' },
        { IdInscription: foreign, code: 'NOT_FOUND' },
        { IdInscription: basket, code: 'NOT_FOUND' },
        { IdInscription: unknown, code: 'NOT_FOUND' },
      ].sort((a, b) => a.IdInscription - b.IdInscription),
    });
    for (const id of valid)
      expect(await read(id)).toMatchObject({ Statut: S.validated, StatutPublie: S.sent });
    expect(await read(judged)).toMatchObject({ Statut: S.validated });
    expect(await audit(judged)).toHaveLength(2);
    expect(await read(foreign)).toMatchObject({ Statut: S.sent });
    expect(await audit(foreign)).toHaveLength(1);
    expect(await read(basket)).toMatchObject({ Statut: S.notFinished });
  });

  it("is refused whole to a non-member of the festival, even on the festival's own entries", async () => {
    const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Bulk outsider' });
    for (const who of [f.outsider, f.ada]) {
      const response = await f.call(who, 'PUT', `festivals/${f.festivalId}/entries/status`, {
        IdInscriptions: [IdInscription],
        Statut: S.validated,
      });
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await read(IdInscription)).toMatchObject({ Statut: S.sent });
  });
});

describe('the note and reasons of a decision', () => {
  it('are kept for the decision, reasons once each, and only by a member', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'bob', title: 'Noted' });
    const written = await f.call(f.programmer, 'PUT', `entries/${IdInscription}/decision-note`, {
      MessageDecision: '  A fine film, not for this year.  ',
      MotifsDecision: ['subject', 'length', 'subject'],
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      IdInscription,
      MessageDecision: 'A fine film, not for this year.',
      MotifsDecision: ['length', 'subject'],
      isPublished: true,
    });
    const refused = await f.call(f.programmer, 'PUT', `entries/${IdInscription}/decision-note`, {
      MessageDecision: null,
      MotifsDecision: ['rude'],
    });
    expect(refused.statusCode).toBe(400);
    for (const who of [f.outsider, f.bob]) {
      const response = await f.call(who, 'PUT', `entries/${IdInscription}/decision-note`, {
        MessageDecision: 'Mine now',
        MotifsDecision: [],
      });
      expect(response.statusCode).toBe(404);
    }
    const cleared = await f.call(f.manager, 'PUT', `entries/${IdInscription}/decision-note`, {
      MessageDecision: '   ',
      MotifsDecision: [],
    });
    expect(cleared.json()).toMatchObject({ MessageDecision: null, MotifsDecision: [] });
    expect(await read(IdInscription)).toMatchObject({ MessageDecision: null, MotifsDecision: null });
  });
});

describe('hostile values', () => {
  it("reach the festival's own entry and festival and get a 4xx with a code, writing nothing", async () => {
    const { IdInscription } = await f.sentEntry({ who: 'bob', title: 'Hostile' });
    const changes = async () => (await f.database.db.select({ n: count() }).from(inscriptionStatut))[0]?.n;
    const before = await changes();
    const { operations, failures } = await sweepOwnedOperations({
      app: f.t.app,
      headers: f.manager.headers,
      select: (id) =>
        /\/api\/festival-space\/(entries\/\{IdInscription\}\/(status|decision-note)|festivals\/\{IdFestival\}\/(entries\/status|decisions\/publish))$/.test(
          id,
        ),
      owned: { IdInscription: String(IdInscription), IdFestival: String(f.festivalId) },
    });
    expect(operations).toHaveLength(4);
    expect(failures).toEqual([]);
    expect(await changes()).toBe(before);
    expect(await read(IdInscription)).toMatchObject({ Statut: S.sent, MessageDecision: null });
  });
});
