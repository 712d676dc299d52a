import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { inscription } from '@shortlist/db/schema/submissions';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { asc, eq, sql } from 'drizzle-orm';
import { readyFilm } from '../user-api/submissions/submission-test-steps.ts';
import { transitionSubmission } from '../user-api/submissions/submission-transition.ts';
import { NOW } from './festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The festival workspace's tests (issue 31): the demo catalogue around the fixed clock NOW, one
// festival with an open call and its sections, a manager and a programmer of it, a member of
// another festival (who must see nothing here), and two filmmakers whose entries were paid
// (sent through the state machine, as the order service sends them). Each test file makes its
// own, so the files run in parallel.

const TOKEN = 'operator-token-for-festival-space-tests-0123';

export type FestivalSpaceTestApp = Awaited<ReturnType<typeof createFestivalSpaceTestApp>>;

/** `env` adds to the app's settings (a test that writes files gives its own `DATA_DIR`). */
export async function createFestivalSpaceTestApp(options: { env?: Record<string, string> } = {}) {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const t: TestApp = await createTestApp({
    database,
    now: () => NOW,
    env: { OPERATOR_TOKEN: TOKEN, ...options.env },
  });
  const db = database.db;

  // The festivals whose current call is open, with at least two sections: the first is ours.
  const festivals = await db.execute<{ IdFestival: number }>(sql`
    select c."IdFestival" from "campagne" c join "campagne_section" cs on cs."IdCampagne" = c."Id"
    where c."StatutCampagne" = 'open' group by c."IdFestival", c."Id"
    having count(*) >= 2 order by c."IdFestival" limit 2`);
  const [festivalId, otherFestivalId] = festivals.rows.map((r) => Number(r.IdFestival)) as [number, number];
  const sectionIds = (
    await db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(sql`${campagne.IdFestival} = ${festivalId} and ${campagne.StatutCampagne} = 'open'`)
      .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id))
  ).map((r) => r.Id);

  const ids: Record<string, number> = {};
  for (const login of ['manager', 'programmer', 'outsider', 'ada', 'bob']) {
    ids[login] = await insertAccount(t, `${login}@example.com`);
  }
  const member = (IdCompte: number, IdFestival: number, Role: FestivalRole) =>
    db.insert(membreFestival).values({ IdCompte, IdFestival, Role });
  await member(ids.manager!, festivalId, 'manager');
  await member(ids.programmer!, festivalId, 'programmer');
  await member(ids.outsider!, otherFestivalId, 'manager');
  const signed = async (login: string) => signInAs(t.app, `${login}@example.com`);
  const [manager, programmer, outsider, ada, bob] = await Promise.all(
    ['manager', 'programmer', 'outsider', 'ada', 'bob'].map(signed),
  );

  /** Calls `/api/festival-space/<url>` as `who`. */
  function call(who: Signed, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/api/festival-space/${url}`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** `npm run admin -- <command>` through the operator API. */
  function operator(command: string, input: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `/operator-api/commands/${command}`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: input,
    });
  }

  /**
   * A film of `who` entered in `IdCampagneSection` and paid: inserted unfinished, then sent by the
   * platform through the state machine with its number, as `sendEntries` does. Answers its ids.
   */
  async function sentEntry(options: {
    who: 'ada' | 'bob';
    title: string;
    IdCampagneSection?: number;
  }): Promise<{ IdInscription: number; IdFilm: number }> {
    const IdFilm = await readyFilm(
      t,
      options.who === 'ada' ? (ada as Signed) : (bob as Signed),
      options.title,
    );
    const [row] = await db
      .insert(inscription)
      .values({
        IdCompte: ids[options.who]!,
        IdFilm,
        IdCampagneSection: options.IdCampagneSection ?? (sectionIds[0] as number),
      })
      .returning({ Id: inscription.Id });
    const IdInscription = row!.Id;
    await db.transaction((tx) =>
      transitionSubmission(tx, {
        entryId: IdInscription,
        to: SUBMISSION_STATUS.sent,
        actor: 'platform',
        now: NOW,
        set: { Numero: sql`nextval('inscription_numero_seq')::int`, DateSoumission: NOW },
      }),
    );
    return { IdInscription, IdFilm };
  }

  /** An entry left in `who`'s basket (never paid): no festival may see it. */
  async function basketEntry(options: { who: 'ada' | 'bob'; title: string }): Promise<number> {
    const IdFilm = await readyFilm(
      t,
      options.who === 'ada' ? (ada as Signed) : (bob as Signed),
      options.title,
    );
    const [row] = await db
      .insert(inscription)
      .values({ IdCompte: ids[options.who]!, IdFilm, IdCampagneSection: sectionIds[0] as number })
      .returning({ Id: inscription.Id });
    return row!.Id;
  }

  return {
    t,
    database,
    festivalId,
    otherFestivalId,
    sectionIds,
    accountIds: ids as Record<'manager' | 'programmer' | 'outsider' | 'ada' | 'bob', number>,
    manager: manager as Signed,
    programmer: programmer as Signed,
    outsider: outsider as Signed,
    ada: ada as Signed,
    bob: bob as Signed,
    call,
    operator,
    sentEntry,
    basketEntry,
    async close() {
      await t.close();
      await database.close();
    },
  };
}
