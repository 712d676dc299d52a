import { campagneSection } from '@shortlist/db/schema/campaigns';
import { inscription, inscriptionStatut } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { createSubmissionsTestApp, readyFilm, type SubmissionsTestApp } from './submission-test-steps.ts';
import { transitionSubmission } from './submission-transition.ts';

// The one transition function of submissions (issue 31): the state machine decides, the row is
// locked, each accepted change writes one audit row; platform moves are published at once,
// festival moves are not.

let s: SubmissionsTestApp;
let filmId: number;
let sections: number[];
const now = new Date('2025-06-10T15:00:00Z');

beforeAll(async () => {
  s = await createSubmissionsTestApp();
  filmId = await readyFilm(s.t, s.ada, 'Transitions');
  sections = (await s.database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(5)).map(
    (r) => r.Id,
  );
});
afterAll(() => s.close());

async function newEntry(index: number, Statut: number = S.notFinished): Promise<number> {
  const [row] = await s.database.db
    .insert(inscription)
    .values({
      IdCompte: s.adaId,
      IdFilm: filmId,
      IdCampagneSection: sections[index]!,
      Statut,
      StatutPublie: Statut,
    })
    .returning({ Id: inscription.Id });
  return row!.Id;
}

const read = async (id: number) =>
  (await s.database.db.select().from(inscription).where(eq(inscription.Id, id)))[0]!;
const audit = (id: number) =>
  s.database.db
    .select()
    .from(inscriptionStatut)
    .where(eq(inscriptionStatut.IdInscription, id))
    .orderBy(asc(inscriptionStatut.Id));

describe('a submission transition', () => {
  it('publishes a platform move at once and keeps a festival move internal, each with its audit row', async () => {
    const id = await newEntry(0);
    await s.database.db.transaction((tx) =>
      transitionSubmission(tx, { entryId: id, to: S.sent, actor: 'platform', now }),
    );
    expect(await read(id)).toMatchObject({ Statut: S.sent, StatutPublie: S.sent, DatePublication: now });

    await s.database.db.transaction((tx) =>
      transitionSubmission(tx, {
        entryId: id,
        to: S.validated,
        actor: 'festival',
        memberAccountId: s.adaId,
        reason: 'Complete record',
        now,
      }),
    );
    expect(await read(id)).toMatchObject({ Statut: S.validated, StatutPublie: S.sent });
    expect((await audit(id)).map((a) => [a.De, a.Vers, a.Auteur, a.IdCompte, a.Motif])).toEqual([
      [S.notFinished, S.sent, 'platform', null, null],
      [S.sent, S.validated, 'festival', s.adaId, 'Complete record'],
    ]);
  });

  it('refuses an arrow docs/decisions.md does not draw, naming both statuses, and writes nothing', async () => {
    const id = await newEntry(1, S.sent);
    const refused = await s.database.db
      .transaction((tx) =>
        transitionSubmission(tx, { entryId: id, to: S.awarded, actor: 'festival', language: 'fr', now }),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SUBMISSION_TRANSITION_REFUSED',
      status: 409,
      params: { from: 'Envoyée', to: 'Primée' },
    });
    expect(await read(id)).toMatchObject({ Statut: S.sent });
    expect(await audit(id)).toEqual([]);
  });

  it('refuses a change made on a status that moved meanwhile', async () => {
    const id = await newEntry(2, S.validated);
    await expect(
      s.database.db.transaction((tx) =>
        transitionSubmission(tx, { entryId: id, to: S.selected, actor: 'festival', expected: S.sent, now }),
      ),
    ).rejects.toMatchObject({ code: 'SUBMISSION_STATUS_CHANGED', status: 409 });
  });

  it('lets one of twenty changes at once win, with one audit row and a consistent status', async () => {
    const id = await newEntry(3, S.validated);
    const targets = [S.selected, S.notSelected, S.selectedElsewhere];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        s.database.db.transaction((tx) =>
          transitionSubmission(tx, { entryId: id, to: targets[i % 3]!, actor: 'festival', now }),
        ),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 409 });
    }
    const rows = await audit(id);
    expect(rows).toHaveLength(1);
    expect((await read(id)).Statut).toBe(rows[0]!.Vers);
  });
});
