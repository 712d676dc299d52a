import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription, inscriptionStatut, publicationDecision } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// Changes that race (issue 31 "Done when"), on a real listening server so that the requests run
// on their own connections at once (PostgreSQL with TEST_DATABASE_URL): twenty status changes of
// one entry leave one audit row per accepted change and a status those rows explain; two
// publications of one section at once email each filmmaker once.

let f: FestivalSpaceTestApp;
let base: string;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

type Answer = { code?: string; Statut?: number; published?: number };
const answerOf = async (response: Response) => (await response.json()) as Answer;

function send(who: Signed, method: 'PUT' | 'POST', path: string, body: object) {
  return fetch(`${base}/api/festival-space/${path}`, {
    method,
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('concurrent decisions', () => {
  it('twenty status changes of one entry at once: one audit row per accepted change, a consistent status', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Crowded' });
    // Every arrow of the chain sent -> validated -> selected -> awarded, and some that lose, asked
    // by both members at once: whichever order the locks give, each request meets the status the
    // previous one left.
    const targets = [S.validated, S.selected, S.awarded, S.cancelled, S.notSelected];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 === 0 ? f.manager : f.programmer, 'PUT', `entries/${IdInscription}/status`, {
          Statut: targets[i % targets.length],
          reason: `request ${i}`,
        }),
      ),
    );
    const bodies = await Promise.all(answers.map(answerOf));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 200) {
        expect([answer.status, bodies[i]?.code]).toEqual([409, 'SUBMISSION_TRANSITION_REFUSED']);
      }
    }
    const rows = await f.database.db
      .select()
      .from(inscriptionStatut)
      .where(eq(inscriptionStatut.IdInscription, IdInscription))
      .orderBy(asc(inscriptionStatut.Id));
    // The platform's send, then one row per accepted change, each starting where the last ended.
    const festivalRows = rows.slice(1);
    expect(festivalRows).toHaveLength(accepted.length);
    let status: number = S.sent;
    for (const row of festivalRows) {
      expect(row.De).toBe(status);
      status = row.Vers;
    }
    const [entry] = await f.database.db.select().from(inscription).where(eq(inscription.Id, IdInscription));
    expect(entry).toMatchObject({ Statut: status, StatutPublie: S.sent });
    // Each accepted answer names a status the chain went through.
    const answered = bodies.filter((_, i) => answers[i]!.status === 200).map((b) => b.Statut ?? 0);
    expect(answered.sort((a, b) => a - b)).toEqual(festivalRows.map((r) => r.Vers).sort((a, b) => a - b));
  });

  it('twenty changes expecting the same status at once: one wins, the others are told it moved', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'bob', title: 'Expected' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(f.manager, 'PUT', `entries/${IdInscription}/status`, {
          Statut: i % 2 === 0 ? S.validated : S.cancelled,
          expected: S.sent,
        }),
      ),
    );
    const codes = await Promise.all(
      answers.map(async (a) => (a.status === 200 ? 'OK' : (await answerOf(a)).code)),
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'SUBMISSION_STATUS_CHANGED')).toHaveLength(19);
    const rows = await f.database.db
      .select()
      .from(inscriptionStatut)
      .where(eq(inscriptionStatut.IdInscription, IdInscription));
    expect(rows).toHaveLength(2);
  });

  it('publishing a section twice at once emails each filmmaker once', async () => {
    const section = f.sectionIds[1]!;
    const entries = [
      await f.sentEntry({ who: 'ada', title: 'Twice One', IdCampagneSection: section }),
      await f.sentEntry({ who: 'bob', title: 'Twice Two', IdCampagneSection: section }),
      await f.sentEntry({ who: 'ada', title: 'Twice Three', IdCampagneSection: section }),
    ];
    for (const { IdInscription } of entries) {
      const moved = await send(f.manager, 'PUT', `entries/${IdInscription}/status`, { Statut: S.validated });
      expect(moved.status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        send(f.manager, 'POST', `festivals/${f.festivalId}/decisions/publish`, {
          IdCampagneSection: section,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const published = (await Promise.all(answers.map(answerOf))).map((b) => b.published).sort();
    expect(published).toEqual([0, 3]);
    const emails = await f.database.db.select().from(outboxEmail).where(like(outboxEmail.Text, '%Twice%'));
    expect(emails.map((e) => e.To).sort()).toEqual(['ada@example.com', 'ada@example.com', 'bob@example.com']);
    const rows = await f.database.db
      .select()
      .from(inscription)
      .where(
        inArray(
          inscription.Id,
          entries.map((e) => e.IdInscription),
        ),
      );
    expect(rows.map((r) => r.StatutPublie)).toEqual([S.validated, S.validated, S.validated]);
    const records = await f.database.db
      .select()
      .from(publicationDecision)
      .where(eq(publicationDecision.IdCampagneSection, section));
    expect(records.map((r) => r.NbInscriptions).sort()).toEqual([0, 3]);
  });
});
