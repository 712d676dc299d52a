import { campagne, campagneSection, critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { createTestDatabase } from '@shortlist/db/testing';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import type { Invitation } from '@shortlist/domain/submissions/invitation-contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { answersFor, readyFilm } from '../user-api/submissions/submission-test-steps.ts';
import { NOW } from './festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The invitation tests' app: the demo catalogue around the fixed clock NOW, two signed-in
// filmmakers (Ada, Bob), the operator command reached through the operator API, and the steps
// every invitation test takes (a film the engine accepts, the sections that take it, an
// invitation, the account's list). Each test file makes its own, so the files run in parallel.

const TOKEN = 'operator-token-for-invitation-tests-0123456789';
export const DAY = 86_400_000;
/** `YYYY-MM-DD` `offset` days from NOW, as the command's `until` takes it. */
export const day = (offset: number) => new Date(NOW.getTime() + offset * DAY).toISOString().slice(0, 10);

export type InvitationTestApp = Awaited<ReturnType<typeof createInvitationTestApp>>;

export async function createInvitationTestApp() {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const t: TestApp = await createTestApp({ database, now: () => NOW, env: { OPERATOR_TOKEN: TOKEN } });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  const ada = await signInAs(t.app, 'ada@example.com');
  const bob = await signInAs(t.app, 'bob@example.com');

  function call(who: Signed, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/api/${url}`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  function operator(input: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/create-invitation',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: input,
    });
  }

  /**
   * Sections of open calls where `filmId` is eligible, with their festival; without additional
   * questions unless `withQuestions` (an answer without a body cannot pass a question).
   */
  async function eligibleSections(
    who: Signed,
    filmId: number,
    withQuestions = false,
  ): Promise<EligibilityCellAnswer[]> {
    const asking = new Set(
      (
        await database.db
          .selectDistinct({ Id: critereAdditionnel.IdCampagneSection })
          .from(critereAdditionnel)
          .where(sql`${critereAdditionnel.Type} <> 'info'`)
      ).map((q) => q.Id),
    );
    const festivals = await database.db.execute<{ IdFestival: number }>(
      sql`select distinct "IdFestival" from "campagne" where "StatutCampagne" = 'open' order by 1`,
    );
    const cells: EligibilityCellAnswer[] = [];
    for (const { IdFestival } of festivals.rows) {
      const response = await call(who, 'POST', 'compare-film-section', { IdFestival, IdFilm: filmId });
      expect(response.statusCode, response.body).toBe(200);
      cells.push(
        ...(response.json() as { results: EligibilityCellAnswer[] }).results.filter(
          (c) => c.status === 'eligible' && (withQuestions || !asking.has(c.IdCampagneSection)),
        ),
      );
    }
    return cells;
  }

  /** The operator invites film `filmId`'s owner; the invitation's id. */
  async function invite(filmId: number, section: number, price: number, until = day(10)): Promise<number> {
    const created = await operator({ film: filmId, section, price, until });
    expect(created.statusCode, created.body).toBe(200);
    return (created.json() as { result: { IdInvitation: number } }).result.IdInvitation;
  }

  /** `who`'s invitations from festival `IdFestival` (`GET invitations/festival/{id}`). */
  async function listed(who: Signed, IdFestival: number): Promise<Invitation[]> {
    const response = await call(who, 'GET', `invitations/festival/${IdFestival}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: Invitation[] }).items;
  }

  /** Some campaign section of the demo, with its festival (for tests that never answer). */
  async function anySection(): Promise<{ Id: number; IdFestival: number }> {
    const [target] = await database.db
      .select({ Id: campagneSection.Id, IdFestival: campagne.IdFestival })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .limit(1);
    return target!;
  }

  return {
    ...t,
    ada,
    bob,
    call,
    operator,
    /** A film of `who` that the engine finds complete, with a video kept two months past NOW. */
    readyFilm: (who: Signed, title: string) => readyFilm(t, who, title),
    eligibleSections,
    /** An answer that lets the entry through for every question of the section. */
    answersFor: (IdCampagneSection: number) => answersFor(database, IdCampagneSection),
    invite,
    listed,
    anySection,
    async close() {
      await t.close();
      await database.close();
    },
  };
}
