import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { visionnage, visionnageResume } from '@shortlist/db/schema/festival-space';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { completeViewers } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// The guaranteed watch under races (issue 34), on a real listening server (PostgreSQL with
// TEST_DATABASE_URL): publications of a section fired at once with the viewing reports that make
// its entries pass. Each publication is refused with the list or done, never a 5xx; the section's
// decisions reach each filmmaker once; the count of complete views the gate reads is the rule's.

let f: FestivalSpaceTestApp;
let base: string;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.close());

function send(who: Signed, path: string, body: object) {
  return fetch(`${base}/api/festival-space/${path}`, {
    method: path.endsWith('/status') ? 'PUT' : 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('publications fired with the reports that keep the promise: refused or done, each filmmaker told once', async () => {
  const section = f.sectionIds[1]!;
  const [call] = await f.database.db
    .select({ Id: campagneSection.IdCampagne })
    .from(campagneSection)
    .where(eq(campagneSection.Id, section));
  await f.database.db.update(campagne).set({ VisionnageGaranti: 2 }).where(eq(campagne.Id, call!.Id));
  const entries = [
    await f.sentEntry({ who: 'ada', title: 'Raced One', IdCampagneSection: section }),
    await f.sentEntry({ who: 'bob', title: 'Raced Two', IdCampagneSection: section }),
  ];
  const ids = entries.map((e) => e.IdInscription);
  for (const { IdInscription } of entries) {
    const moved = await send(f.manager, `entries/${IdInscription}/status`, { Statut: S.validated });
    expect(moved.status).toBe(200);
  }
  const report = (who: Signed, IdInscription: number) =>
    send(who, `entries/${IdInscription}/viewing`, { TypeVideo: 'film', position: 600, duration: 600 });
  const publish = () =>
    send(f.manager, `festivals/${f.festivalId}/decisions/publish`, { IdCampagneSection: section });
  const answers = await Promise.all([
    publish(),
    ...ids.map((id) => report(f.manager, id)),
    publish(),
    ...ids.map((id) => report(f.programmer, id)),
    ...ids.map((id) => report(f.programmer, id)),
    publish(),
  ]);
  const bodies = await Promise.all(answers.map(async (a) => (await a.json()) as { code?: string }));
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, JSON.stringify(bodies[i])).toBeLessThan(500);
    if (answer.status !== 200) expect(bodies[i]?.code).toBe('WATCH_GUARANTEE_UNMET');
  }

  // The gate's count is the rule's over the rows, whatever order the reports took.
  for (const IdInscription of ids) {
    const rows = await f.database.db
      .select()
      .from(visionnage)
      .where(and(eq(visionnage.IdInscription, IdInscription), eq(visionnage.TypeVideo, 'film')));
    const [summary] = await f.database.db
      .select()
      .from(visionnageResume)
      .where(eq(visionnageResume.IdInscription, IdInscription));
    const rule = completeViewers(
      rows.map((r) => ({ member: r.IdCompte, furthest: r.PositionMax, duration: r.Duree })),
    );
    expect(summary?.MembresFin).toBe(rule);
    expect(rule).toBe(2);
  }
  // Both entries pass now: a last publication is done, and each filmmaker was told once.
  const last = await publish();
  expect(last.status, await last.clone().text()).toBe(200);
  const emails = await f.database.db.select().from(outboxEmail).where(like(outboxEmail.Text, '%Raced%'));
  expect(emails.map((e) => e.To).sort()).toEqual(['ada@example.com', 'bob@example.com']);
});
