import type { Database } from '@shortlist/db/client';
import { campagneSection, critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Steps the submissions and invitations tests share on the demo catalogue at NOW: the app with
// two signed-in filmmakers, a film the eligibility engine accepts, a section as the basket's
// calls name it, and answers that let an entry through a section's questions. The
// engine reads a film's state and its video table, so the film is set up there directly rather
// than through every tab and a real upload (the e2e journeys do that).

const DAY = 86_400_000;

export type SubmissionsTestApp = {
  t: TestApp;
  database: Database;
  ada: Signed;
  bob: Signed;
  adaId: number;
  close(): Promise<void>;
};

/**
 * The app on the demo catalogue at the fixed clock NOW, with ada@ and bob@example.com signed in
 * (Bob to prove he never reads or changes Ada's). Each test file makes its own, so they run in
 * parallel.
 */
export async function createSubmissionsTestApp(): Promise<SubmissionsTestApp> {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const t = await createTestApp({ database, now: () => NOW });
  const adaId = await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  const ada = await signInAs(t.app, 'ada@example.com');
  const bob = await signInAs(t.app, 'bob@example.com');
  return {
    t,
    database,
    ada,
    bob,
    adaId,
    async close() {
      await t.close();
      await database.close();
    },
  };
}

/** A film of `who` that the engine finds complete, with a video kept two months past NOW. */
export async function readyFilm(
  t: { app: FastifyInstance; database: Database },
  who: Signed,
  title: string,
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/films',
    headers: who.headers,
    payload: { ...FILM_CREATE_BODY, TitreOriginal: title },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { Id } = response.json() as { Id: number };
  await t.database.db.update(film).set({ Statut: 28 }).where(eq(film.Id, Id));
  await t.database.db.execute(
    sql`insert into "film_video" ("IdFilm", "TypeVideo", "Fichier", "DateExpiration") values (${Id}, 'film', ${`films/${Id}/video`}, ${new Date(NOW.getTime() + 60 * DAY)})`,
  );
  return Id;
}

/** An answer that lets the entry through for every question of the section. */
export async function answersFor(
  database: Database,
  IdCampagneSection: number,
): Promise<Record<string, boolean | string | number>> {
  const questions = await database.db
    .select()
    .from(critereAdditionnel)
    .where(eq(critereAdditionnel.IdCampagneSection, IdCampagneSection));
  const answers: Record<string, boolean | string | number> = {};
  for (const q of questions) {
    if (q.Type === 'info') continue;
    answers[q.Id] =
      q.Type === 'choice'
        ? q.Choix![0]!.Id
        : q.Type === 'short-text' || q.Type === 'long-text'
          ? 'Yes'
          : true;
  }
  return answers;
}

/** `campaignId§sectionId` of a campaign section, as `inscriptions/by-film` takes it. */
export async function itemOf(database: Database, IdCampagneSection: number): Promise<string> {
  const [row] = await database.db
    .select({ IdCampagne: campagneSection.IdCampagne, IdSection: campagneSection.IdSection })
    .from(campagneSection)
    .where(eq(campagneSection.Id, IdCampagneSection));
  return `${row!.IdCampagne}§${row!.IdSection}`;
}
