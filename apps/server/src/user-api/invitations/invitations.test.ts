import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection, critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { invitation } from '@shortlist/db/schema/invitations';
import { inscription, inscriptionReponse } from '@shortlist/db/schema/submissions';
import { createTestDatabase } from '@shortlist/db/testing';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import type { Invitation, InvitationFilms } from '@shortlist/domain/submissions/invitation-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import {
  emailsTo,
  insertAccount,
  lastLinkTo,
  PASSWORD,
  type Signed,
  signInAs,
} from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Invitations on the demo catalogue around the fixed clock NOW: the operator command creates
// them (through the operator API), the filmmaker lists and answers them.

const TOKEN = 'operator-token-for-invitation-tests-0123456789';
const DAY = 86_400_000;
const DORA_PASSWORD = 'Invited-By-Email-2026';
const day = (offset: number) => new Date(NOW.getTime() + offset * DAY).toISOString().slice(0, 10);

let database: Database;
let t: TestApp;
let ada: Signed;
let bob: Signed;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW, env: { OPERATOR_TOKEN: TOKEN } });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
  await database.close();
});

function call(who: Signed, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
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

/** A film of `who` that the engine finds complete, with a video kept two months past NOW. */
async function readyFilm(who: Signed, title: string): Promise<number> {
  const response = await call(who, 'POST', 'films', { ...FILM_CREATE_BODY, TitreOriginal: title });
  expect(response.statusCode, response.body).toBe(201);
  const { Id } = response.json() as { Id: number };
  await database.db.update(film).set({ Statut: 28 }).where(eq(film.Id, Id));
  await database.db.execute(
    sql`insert into "film_video" ("IdFilm", "TypeVideo", "Fichier", "DateExpiration") values (${Id}, 'film', ${`films/${Id}/video`}, ${new Date(NOW.getTime() + 60 * DAY)})`,
  );
  return Id;
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

/** An answer that lets the entry through for every question of the section. */
async function answersFor(IdCampagneSection: number): Promise<Record<string, boolean | string | number>> {
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

async function invite(filmId: number, section: number, price: number, until = day(10)): Promise<number> {
  const created = await operator({ film: filmId, section, price, until });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { result: { IdInvitation: number } }).result.IdInvitation;
}

async function listed(who: Signed, IdFestival: number): Promise<Invitation[]> {
  const response = await call(who, 'GET', `invitations/festival/${IdFestival}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Invitation[] }).items;
}

describe('invitations', () => {
  it('lets the operator invite a film owner, and the owner answer once at the invited price', async () => {
    const filmId = await readyFilm(ada, 'Invited');
    const [cell] = await eligibleSections(ada, filmId);
    expect(cell).toBeDefined();
    const { IdFestival, IdCampagneSection } = cell!;
    const IdInvitation = await invite(filmId, IdCampagneSection, 1234);

    const mine = await listed(ada, IdFestival);
    expect(mine).toContainEqual(
      expect.objectContaining({ Id: IdInvitation, Prix: 1234, DateValiditee: day(10), status: 'pending' }),
    );
    expect(mine.find((i) => i.Id === IdInvitation)!.sectionName).not.toBe('');
    expect(await listed(bob, IdFestival)).toEqual([]);

    const films = await call(ada, 'GET', `invitations/films-inscriptible/${IdFestival}/fest`);
    expect(films.statusCode, films.body).toBe(200);
    const item = (films.json() as InvitationFilms).items.find((i) => i.IdInvitation === IdInvitation)!;
    expect(item.films).toContainEqual(expect.objectContaining({ IdFilm: filmId, status: 'eligible' }));
    // Bob's answer shows none of Ada's invitations.
    const bobs = await call(bob, 'GET', `invitations/films-inscriptible/${IdFestival}/fest`);
    expect((bobs.json() as InvitationFilms).items).toEqual([]);

    const answer = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${IdCampagneSection}`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { IdInscription, count } = answer.json() as { IdInscription: number; count: number };
    expect(count).toBeGreaterThanOrEqual(1);
    const [entry] = await database.db.select().from(inscription).where(eq(inscription.Id, IdInscription));
    expect(entry).toMatchObject({ IdFilm: filmId, IdCampagneSection, Statut: 1, PrixInvitation: 1234 });
    expect((await listed(ada, IdFestival)).find((i) => i.Id === IdInvitation)).toMatchObject({
      status: 'used',
      IdInscription,
    });

    const again = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${IdCampagneSection}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_USED');

    // The entry leaves the basket: the invitation may be answered again.
    const removed = await call(ada, 'DELETE', `inscriptions/${IdInscription}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed(ada, IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe('pending');
  });

  it("answers 404 for another user's invitation or film, and a section that is not the invitation's", async () => {
    const filmId = await readyFilm(ada, 'Mine');
    const bobFilm = await readyFilm(bob, 'Theirs');
    const [cell, other] = await eligibleSections(ada, filmId);
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 0);
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(inscription);

    const asBob = await call(
      bob,
      'POST',
      `invitations/${IdInvitation}/inscrire/${bobFilm}/${cell!.IdCampagneSection}`,
    );
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json().code).toBe('NOT_FOUND');
    const bobsFilm = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${bobFilm}/${cell!.IdCampagneSection}`,
    );
    expect(bobsFilm.statusCode).toBe(404);
    const otherSection = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${other?.IdCampagneSection ?? 999_999}`,
    );
    expect(otherSection.statusCode).toBe(404);
    const unknown = await call(
      ada,
      'POST',
      `invitations/999999/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(unknown.statusCode).toBe(404);

    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(inscription);
    expect(after).toEqual(before);
  });

  it("asks the section's questions: none or a blocking no is refused, good answers are kept", async () => {
    const filmId = await readyFilm(ada, 'Questioned');
    const confirming = await database.db
      .select({ Id: critereAdditionnel.Id, IdCampagneSection: critereAdditionnel.IdCampagneSection })
      .from(critereAdditionnel)
      .where(sql`${critereAdditionnel.Type} = 'blocking' or ${critereAdditionnel.IsDemandeCheck}`);
    const cell = (await eligibleSections(ada, filmId, true)).find((c) =>
      confirming.some((q) => q.IdCampagneSection === c.IdCampagneSection),
    );
    expect(cell, 'the demo has an eligible section with a question that can stop the entry').toBeDefined();
    const confirm = confirming.find((q) => q.IdCampagneSection === cell!.IdCampagneSection)!;
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 300);
    const url = `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`;

    const bare = await call(ada, 'POST', url);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().code).toBe('SUBMISSION_INELIGIBLE');
    expect(bare.json().fields.map((f: { code: string }) => f.code)).toContain(`CRITERE_ADD_${confirm.Id}`);

    const answers = await answersFor(cell!.IdCampagneSection);
    const { [String(confirm.Id)]: _left, ...missing } = answers;
    const unanswered = await call(ada, 'POST', url, { answers: missing });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().fields).toContainEqual(
      expect.objectContaining({ code: `CRITERE_ADD_${confirm.Id}`, message: 'CRITERE_ADD_UNANSWERED' }),
    );
    const blocked = await call(ada, 'POST', url, { answers: { ...answers, [confirm.Id]: false } });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().fields).toContainEqual(
      expect.objectContaining({ code: `CRITERE_ADD_${confirm.Id}`, message: 'CRITERE_ADD_REFUSED' }),
    );
    expect(await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
    expect((await listed(ada, cell!.IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe('pending');

    const wrongShape = await call(ada, 'POST', url, { answers, extra: 1 });
    expect(wrongShape.statusCode).toBe(400);

    const accepted = await call(ada, 'POST', url, { answers: { ...answers, 999999: 'ignored' } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { IdInscription } = accepted.json() as { IdInscription: number };
    const kept = await database.db
      .select({
        IdCritereAdditionnel: inscriptionReponse.IdCritereAdditionnel,
        Valeur: inscriptionReponse.Valeur,
      })
      .from(inscriptionReponse)
      .where(eq(inscriptionReponse.IdInscription, IdInscription));
    expect(kept).toHaveLength(Object.keys(answers).length);
    expect(kept).toContainEqual({ IdCritereAdditionnel: confirm.Id, Valeur: true });
  });

  it('refuses an expired invitation with INVITATION_EXPIRED and writes nothing', async () => {
    const filmId = await readyFilm(ada, 'Too late');
    const [cell] = await eligibleSections(ada, filmId);
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 500);
    await database.db
      .update(invitation)
      .set({ DateValiditee: new Date(`${day(-1)}T00:00:00Z`) })
      .where(eq(invitation.Id, IdInvitation));
    expect((await listed(ada, cell!.IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe('expired');
    const answer = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode).toBe(410);
    expect(answer.json().code).toBe('INVITATION_EXPIRED');
    expect(await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
  });

  it('still applies the engine: a film without its video cannot answer', async () => {
    const filmId = await readyFilm(ada, 'Incomplete');
    const [cell] = await eligibleSections(ada, filmId);
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 500);
    await database.db.execute(sql`delete from "film_video" where "IdFilm" = ${filmId}`);
    const answer = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('SUBMISSION_INELIGIBLE');
  });

  it('opens a section closed by its calendar until the validity day', async () => {
    const filmId = await readyFilm(ada, 'Late entry');
    const [cell] = await eligibleSections(ada, filmId);
    // The festival's calendar is past: only the invitation lets the film in.
    await database.db.execute(
      sql`update "evenement" set "DateEvent" = ${new Date(NOW.getTime() - 30 * DAY)} where "IdCampagneSection" = ${cell!.IdCampagneSection}`,
    );
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 700);
    const answer = await call(
      ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('creates one entry when the same invitation is answered five times at once', async () => {
    const filmId = await readyFilm(ada, 'Race');
    const [cell] = await eligibleSections(ada, filmId);
    const IdInvitation = await invite(filmId, cell!.IdCampagneSection, 900);
    // A real HTTP server: the five requests run on their own connections at once.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${base}/api/invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`, {
          method: 'POST',
          headers: ada.headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId));
    expect(rows).toHaveLength(1);
  });

  it('checks the operator command: a past day, an unknown film or section, a negative price', async () => {
    const filmId = await readyFilm(ada, 'Operator');
    const [section] = await database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .limit(1);
    const past = await operator({ film: filmId, section: section!.Id, price: 0, until: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(
      (await operator({ film: 999_999, section: section!.Id, price: 0, until: day(3) })).statusCode,
    ).toBe(404);
    expect((await operator({ film: filmId, section: 999_999, price: 0, until: day(3) })).statusCode).toBe(
      404,
    );
    expect(
      (await operator({ film: filmId, section: section!.Id, price: -1, until: day(3) })).statusCode,
    ).toBe(400);
    expect((await operator({ film: filmId, section: section!.Id, price: 0, until: 'soon' })).statusCode).toBe(
      400,
    );
  });

  it('invites an address by email: the account activated with it takes the invitation, nobody else sees it', async () => {
    const [target] = await database.db
      .select({ Id: campagneSection.Id, IdFestival: campagne.IdFestival })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .limit(1);
    const created = await operator({
      email: ' Dora@Example.com ',
      section: target!.Id,
      price: 800,
      until: day(20),
      message: 'We saw your work.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { IdInvitation, IdCompte } = (
      created.json() as { result: { IdInvitation: number; IdCompte: null } }
    ).result;
    expect(IdCompte).toBeNull();
    const [sent] = await emailsTo(t, 'dora@example.com');
    expect(sent!.Text).toContain('We saw your work.');
    expect(sent!.Text).toContain('/en/create-account?email=dora%40example.com');
    expect(await listed(bob, target!.IdFestival)).toEqual([]);

    // Signing up is not enough: the address must be confirmed first.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      payload: { Login: 'dora@example.com', Password: DORA_PASSWORD, AcceptCgv: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const [waiting] = await database.db.select().from(invitation).where(eq(invitation.Id, IdInvitation));
    expect(waiting!.IdCompte).toBeNull();
    const { token } = await lastLinkTo(t, 'dora@example.com');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-token-activate',
      payload: { Data: token },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const dora = await signInAs(t.app, 'dora@example.com', DORA_PASSWORD);
    expect(await listed(dora, target!.IdFestival)).toContainEqual(
      expect.objectContaining({
        Id: IdInvitation,
        Prix: 800,
        status: 'pending',
        Message: 'We saw your work.',
      }),
    );
    expect((await listed(bob, target!.IdFestival)).map((i) => i.Id)).not.toContain(IdInvitation);
    expect((await listed(ada, target!.IdFestival)).map((i) => i.Id)).not.toContain(IdInvitation);
  });

  it("emails an account's owner invited by address or film, and refuses both or neither", async () => {
    const [target] = await database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(1);
    const before = (await emailsTo(t, 'ada@example.com')).length;
    const byEmail = await operator({
      email: 'ada@example.com',
      section: target!.Id,
      price: 0,
      until: day(5),
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const [row] = await database.db
      .select({ IdCompte: invitation.IdCompte })
      .from(invitation)
      .where(eq(invitation.Id, (byEmail.json() as { result: { IdInvitation: number } }).result.IdInvitation));
    const [owner] = await database.db
      .select({ Id: compte.Id })
      .from(compte)
      .where(eq(compte.Login, 'ada@example.com'));
    expect(row!.IdCompte).toBe(owner!.Id);
    const mails = await emailsTo(t, 'ada@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.Text).toMatch(/\/en\/festival\/\d+-/);

    const filmId = await readyFilm(ada, 'Both');
    const both = { film: filmId, email: 'ada@example.com', section: target!.Id, price: 0, until: day(5) };
    expect((await operator(both)).statusCode).toBe(400);
    expect((await operator({ section: target!.Id, price: 0, until: day(5) })).statusCode).toBe(400);
    expect(
      (await operator({ email: 'not-an-address', section: target!.Id, price: 0, until: day(5) })).statusCode,
    ).toBe(400);
  });

  it("erases the account's invitations with the account", async () => {
    await insertAccount(t, 'cleo@example.com');
    const cleo = await signInAs(t.app, 'cleo@example.com');
    const filmId = await readyFilm(cleo, 'Leaving');
    const [section] = await database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(1);
    const IdInvitation = await invite(filmId, section!.Id, 100);
    const deleted = await call(cleo, 'DELETE', 'compte', { Password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await database.db.select().from(invitation).where(eq(invitation.Id, IdInvitation))).toEqual([]);
  });
});
