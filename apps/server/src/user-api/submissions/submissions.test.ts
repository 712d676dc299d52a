import type { Database } from '@shortlist/db/client';
import { campagneSection, critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { inscription, inscriptionReponse } from '@shortlist/db/schema/submissions';
import { DEMO_SECTION_PASSWORD } from '@shortlist/db/seed/demo/sections';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import type { Signed } from '../../test/test-accounts.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  answersFor,
  createSubmissionsTestApp,
  itemOf,
  readyFilm,
  type SubmissionsTestApp,
} from './submission-test-steps.ts';

// The demo catalogue around the fixed clock NOW: real festivals with open calls, protected
// sections and additional questions. A film is made eligible by what the engine reads: its
// state (complete) and a finished video upload kept past NOW (the media area's table).

let app: SubmissionsTestApp;
let database: Database;
let t: TestApp;
let ada: Signed;
let bob: Signed;

beforeAll(async () => {
  app = await createSubmissionsTestApp();
  ({ t, database, ada, bob } = app);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'DELETE';
function call(who: Signed, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A film of `who` as created: incomplete, without video. */
async function plainFilm(who: Signed, title = 'La Jetée'): Promise<number> {
  const response = await call(who, 'POST', 'films', { ...FILM_CREATE_BODY, TitreOriginal: title });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { Id: number }).Id;
}

async function compare(who: Signed, body: object): Promise<EligibilityCellAnswer[]> {
  const response = await call(who, 'POST', 'compare-film-section', body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: EligibilityCellAnswer[] }).results;
}

/** Eligible open sections of the demo for the film, with what guards them. */
async function eligibleSections(filmId: number) {
  const festivals = await database.db.execute<{ IdFestival: number }>(
    sql`select distinct "IdFestival" from "campagne" where "StatutCampagne" = 'open' order by 1`,
  );
  const cells: EligibilityCellAnswer[] = [];
  for (const { IdFestival } of festivals.rows) {
    cells.push(
      ...(await compare(ada, { IdFestival, IdFilm: filmId })).filter((c) => c.status === 'eligible'),
    );
  }
  const guards = await database.db
    .select({
      Id: campagneSection.Id,
      MotDePasseHash: campagneSection.MotDePasseHash,
      questions: sql<number>`(select count(*)::int from "critere_additionnel" q where q."IdCampagneSection" = "campagne_section"."Id")`,
    })
    .from(campagneSection);
  // Protected demo sections all have the demo password, kept hashed only.
  const guard = new Map(
    guards.map((g) => [g.Id, { ...g, password: g.MotDePasseHash ? DEMO_SECTION_PASSWORD : null }]),
  );
  return cells.map((cell) => ({ ...cell, ...guard.get(cell.IdCampagneSection)! }));
}

describe('compare-film-section (spec §7)', () => {
  it('judges a film without video or completeness as ineligible, with every reason', async () => {
    const created = await call(ada, 'POST', 'films', FILM_CREATE_BODY);
    const { Id } = created.json() as { Id: number };
    const festival = await database.db.execute<{ IdFestival: number }>(
      sql`select "IdFestival" from "campagne" where "StatutCampagne" = 'open' limit 1`,
    );
    const results = await compare(ada, { IdFestival: festival.rows[0]!.IdFestival, IdFilm: Id });
    expect(results.length).toBeGreaterThan(0);
    for (const cell of results) {
      expect(cell.status).toBe('ineligible');
      const codes = cell.OuvreTesYeux.map((r) => r.code);
      expect(codes).toContain('ELIGIBILITY_FILM_INCOMPLETE');
      expect(codes).toContain('ELIGIBILITY_VIDEO_MISSING');
    }
  });

  it('finds eligible sections once the film is complete and has a video', async () => {
    const filmId = await readyFilm(t, ada, 'Eligible');
    expect((await eligibleSections(filmId)).length).toBeGreaterThan(0);
  });

  it('moves a section from missing subtitles to eligible once a subtitle file of its language exists', async () => {
    const filmId = await readyFilm(t, ada, 'Subtitled');
    const festivals = await database.db.execute<{ IdFestival: number }>(
      sql`select distinct "IdFestival" from "campagne" where "StatutCampagne" = 'open' order by 1`,
    );
    let missing: EligibilityCellAnswer | undefined;
    for (const { IdFestival } of festivals.rows) {
      missing = (await compare(ada, { IdFestival, IdFilm: filmId })).find(
        (c) => c.status === 'missing-subtitles',
      );
      if (missing) break;
    }
    expect(missing, 'the demo has a section asking for subtitles').toBeDefined();
    await database.db.execute(
      sql`insert into "film_video_sous_titre" ("IdVideo", "IdLangue", "Fichier") select "Id", ${missing!.RequiredIdsLangue[0]}, 'subtitles.vtt' from "film_video" where "IdFilm" = ${filmId}`,
    );
    const [after] = await compare(ada, { IdFilm: filmId, IdCampagneSection: missing!.IdCampagneSection });
    expect(after!.status).toBe('eligible');
  });

  it("answers 404 for another account's film, as for an unknown one", async () => {
    const filmId = await plainFilm(ada, 'Private');
    const [row] = await database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(1);
    for (const IdFilm of [filmId, 999_999]) {
      const response = await call(bob, 'POST', 'compare-film-section', {
        IdFilm,
        IdCampagneSection: row!.Id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('asks for a film, a festival or a section', async () => {
    const response = await call(ada, 'POST', 'compare-film-section', { IdCompte: 1 });
    expect(response.statusCode).toBe(400);
  });
});

describe('into the basket (inscriptions/by-film)', () => {
  it('puts an eligible entry in the basket, counts it, and takes it out again', async () => {
    const filmId = await readyFilm(t, ada, 'Basket');
    const open = (await eligibleSections(filmId)).find((s) => !s.password && s.questions === 0)!;
    const before = (await call(ada, 'GET', 'inscriptions/panier')).json().count as number;
    const added = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [await itemOf(database, open.IdCampagneSection)],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { IdsInscription, count } = added.json() as { IdsInscription: number[]; count: number };
    expect(count).toBe(before + 1);
    expect((await call(ada, 'GET', 'inscriptions/panier')).json().count).toBe(before + 1);
    // The panel now says the film is already entered there.
    const [again] = await compare(ada, { IdFilm: filmId, IdCampagneSection: open.IdCampagneSection });
    expect(again!.OuvreTesYeux.map((r) => r.code)).toContain('ELIGIBILITY_ALREADY_ENTERED');

    expect((await call(bob, 'DELETE', `inscriptions/${IdsInscription[0]}`)).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', `inscriptions/${IdsInscription[0]}`)).statusCode).toBe(200);
    expect((await call(ada, 'GET', 'inscriptions/panier')).json().count).toBe(before);
  });

  it("refuses another account's film and writes nothing", async () => {
    const filmId = await readyFilm(t, ada, 'Not yours');
    const open = (await eligibleSections(filmId))[0]!;
    const response = await call(bob, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [await itemOf(database, open.IdCampagneSection)],
    });
    expect(response.statusCode).toBe(404);
    expect(await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
  });

  it('refuses an ineligible film called directly, with its reasons, and writes nothing', async () => {
    const created = await call(ada, 'POST', 'films', { ...FILM_CREATE_BODY, TitreOriginal: 'Incomplete' });
    const { Id } = created.json() as { Id: number };
    const [open] = await database.db
      .execute<{ Id: number }>(
        sql`select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne" where c."StatutCampagne" = 'open' and cs."MotDePasseHash" is null limit 1`,
      )
      .then((r) => r.rows);
    const response = await call(ada, 'POST', `inscriptions/by-film/${Id}`, {
      idFilm: Id,
      items: [await itemOf(database, open!.Id)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SUBMISSION_INELIGIBLE');
    expect(response.json().fields.map((f: { code: string }) => f.code)).toContain(
      'ELIGIBILITY_FILM_INCOMPLETE',
    );
    expect(await database.db.select().from(inscription).where(eq(inscription.IdFilm, Id))).toEqual([]);
  });

  it('needs the password of a protected section: wrong or missing is refused, right is kept', async () => {
    const filmId = await readyFilm(t, ada, 'Protected');
    const sections = await eligibleSections(filmId);
    const guarded = sections.find((s) => s.password);
    expect(guarded, 'the demo has an eligible protected section').toBeDefined();
    const item = await itemOf(database, guarded!.IdCampagneSection);
    const answers = { [guarded!.IdCampagneSection]: await answersFor(database, guarded!.IdCampagneSection) };
    for (const passwords of [undefined, { [guarded!.IdCampagneSection]: 'wrong' }]) {
      const refused = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
        idFilm: filmId,
        items: [item],
        answers,
        ...(passwords ? { passwords } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SECTION_PASSWORD_WRONG');
    }
    expect(await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
    const accepted = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [item],
      answers,
      passwords: { [guarded!.IdCampagneSection]: guarded!.password! },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('asks every question: unanswered or blocked is refused, answered is kept with the answers', async () => {
    const filmId = await readyFilm(t, ada, 'Questions');
    const confirming = await database.db
      .select({ Id: critereAdditionnel.Id, IdCampagneSection: critereAdditionnel.IdCampagneSection })
      .from(critereAdditionnel)
      .where(sql`${critereAdditionnel.Type} = 'blocking' or ${critereAdditionnel.IsDemandeCheck}`);
    const asking = (await eligibleSections(filmId)).find(
      (s) => !s.password && confirming.some((q) => q.IdCampagneSection === s.IdCampagneSection),
    );
    expect(asking, 'the demo has an eligible section with a question that can stop the entry').toBeDefined();
    const confirm = confirming.find((q) => q.IdCampagneSection === asking!.IdCampagneSection)!;
    const item = await itemOf(database, asking!.IdCampagneSection);
    const unanswered = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [item],
    });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().fields[0].code).toMatch(/^CRITERE_ADD_\d+$/);

    const answers = await answersFor(database, asking!.IdCampagneSection);
    // A "no" to a question that asks to confirm (or to a blocking one) stops the entry.
    const blocked = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [item],
      answers: { [asking!.IdCampagneSection]: { ...answers, [confirm.Id]: false } },
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().fields.map((f: { code: string }) => f.code)).toContain(`CRITERE_ADD_${confirm.Id}`);
    const accepted = await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [item],
      answers: { [asking!.IdCampagneSection]: answers },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [IdInscription] = (accepted.json() as { IdsInscription: number[] }).IdsInscription;
    const kept = await database.db
      .select()
      .from(inscriptionReponse)
      .where(eq(inscriptionReponse.IdInscription, IdInscription!));
    expect(kept.length).toBe(Object.keys(answers).length);
  });

  it('enters a film once in a section when two requests arrive at once', async () => {
    const filmId = await readyFilm(t, ada, 'Twice');
    const open = (await eligibleSections(filmId)).find((s) => !s.password && s.questions === 0)!;
    const body = JSON.stringify({ idFilm: filmId, items: [await itemOf(database, open.IdCampagneSection)] });
    // A real HTTP server: the five requests run on their own connections at once.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${base}/api/inscriptions/by-film/${filmId}`, {
          method: 'POST',
          headers: { ...ada.headers, 'content-type': 'application/json' },
          body,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId));
    expect(rows).toHaveLength(1);
  });

  it('archives a film with a basket entry instead of removing it', async () => {
    const filmId = await readyFilm(t, ada, 'Archive me');
    const open = (await eligibleSections(filmId)).find((s) => !s.password && s.questions === 0)!;
    await call(ada, 'POST', `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [await itemOf(database, open.IdCampagneSection)],
    });
    const deleted = await call(ada, 'DELETE', `films/delete/${filmId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().outcome).toBe('archived');
  });
});
