import { invitation } from '@shortlist/db/schema/invitations';
import { inscription } from '@shortlist/db/schema/submissions';
import type { InvitationFilms } from '@shortlist/domain/submissions/invitation-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { createInvitationTestApp, DAY, day, type InvitationTestApp } from '../../test/invitation-test-app.ts';

// Answering an invitation (`invitations/{id}/inscrire/{film}/{section}`): once, at the invited
// price, by its own account only, within its validity, and never past the engine.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('answer-invitation', () => {
  it('lets the operator invite a film owner, and the owner answer once at the invited price', async () => {
    const filmId = await t.readyFilm(t.ada, 'Invited');
    const [cell] = await t.eligibleSections(t.ada, filmId);
    expect(cell).toBeDefined();
    const { IdFestival, IdCampagneSection } = cell!;
    const IdInvitation = await t.invite(filmId, IdCampagneSection, 1234);

    const mine = await t.listed(t.ada, IdFestival);
    expect(mine).toContainEqual(
      expect.objectContaining({ Id: IdInvitation, Prix: 1234, DateValiditee: day(10), status: 'pending' }),
    );
    expect(mine.find((i) => i.Id === IdInvitation)!.sectionName).not.toBe('');
    expect(await t.listed(t.bob, IdFestival)).toEqual([]);

    const films = await t.call(t.ada, 'GET', `invitations/films-inscriptible/${IdFestival}/fest`);
    expect(films.statusCode, films.body).toBe(200);
    const item = (films.json() as InvitationFilms).items.find((i) => i.IdInvitation === IdInvitation)!;
    expect(item.films).toContainEqual(expect.objectContaining({ IdFilm: filmId, status: 'eligible' }));
    // Bob's answer shows none of Ada's invitations.
    const bobs = await t.call(t.bob, 'GET', `invitations/films-inscriptible/${IdFestival}/fest`);
    expect((bobs.json() as InvitationFilms).items).toEqual([]);

    const answer = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${IdCampagneSection}`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { IdInscription, count } = answer.json() as { IdInscription: number; count: number };
    expect(count).toBeGreaterThanOrEqual(1);
    const [entry] = await t.database.db.select().from(inscription).where(eq(inscription.Id, IdInscription));
    expect(entry).toMatchObject({ IdFilm: filmId, IdCampagneSection, Statut: 1, PrixInvitation: 1234 });
    expect((await t.listed(t.ada, IdFestival)).find((i) => i.Id === IdInvitation)).toMatchObject({
      status: 'used',
      IdInscription,
    });

    const again = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${IdCampagneSection}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_USED');

    // The entry leaves the basket: the invitation may be answered again.
    const removed = await t.call(t.ada, 'DELETE', `inscriptions/${IdInscription}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.listed(t.ada, IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe('pending');
  });

  it("answers 404 for another user's invitation or film, and a section that is not the invitation's", async () => {
    const filmId = await t.readyFilm(t.ada, 'Mine');
    const bobFilm = await t.readyFilm(t.bob, 'Theirs');
    const [cell, other] = await t.eligibleSections(t.ada, filmId);
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 0);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inscription);

    const asBob = await t.call(
      t.bob,
      'POST',
      `invitations/${IdInvitation}/inscrire/${bobFilm}/${cell!.IdCampagneSection}`,
    );
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json().code).toBe('NOT_FOUND');
    const bobsFilm = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${bobFilm}/${cell!.IdCampagneSection}`,
    );
    expect(bobsFilm.statusCode).toBe(404);
    const otherSection = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${other?.IdCampagneSection ?? 999_999}`,
    );
    expect(otherSection.statusCode).toBe(404);
    const unknown = await t.call(
      t.ada,
      'POST',
      `invitations/999999/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(unknown.statusCode).toBe(404);

    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inscription);
    expect(after).toEqual(before);
  });

  it('refuses an expired invitation with INVITATION_EXPIRED and writes nothing', async () => {
    const filmId = await t.readyFilm(t.ada, 'Too late');
    const [cell] = await t.eligibleSections(t.ada, filmId);
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 500);
    await t.database.db
      .update(invitation)
      .set({ DateValiditee: new Date(`${day(-1)}T00:00:00Z`) })
      .where(eq(invitation.Id, IdInvitation));
    expect((await t.listed(t.ada, cell!.IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe(
      'expired',
    );
    const answer = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode).toBe(410);
    expect(answer.json().code).toBe('INVITATION_EXPIRED');
    expect(await t.database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
  });

  it('still applies the engine: a film without its video cannot answer', async () => {
    const filmId = await t.readyFilm(t.ada, 'Incomplete');
    const [cell] = await t.eligibleSections(t.ada, filmId);
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 500);
    await t.database.db.execute(sql`delete from "film_video" where "IdFilm" = ${filmId}`);
    const answer = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('SUBMISSION_INELIGIBLE');
  });

  it('opens a section closed by its calendar until the validity day', async () => {
    const filmId = await t.readyFilm(t.ada, 'Late entry');
    const [cell] = await t.eligibleSections(t.ada, filmId);
    // The festival's calendar is past: only the invitation lets the film in.
    await t.database.db.execute(
      sql`update "evenement" set "DateEvent" = ${new Date(NOW.getTime() - 30 * DAY)} where "IdCampagneSection" = ${cell!.IdCampagneSection}`,
    );
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 700);
    const answer = await t.call(
      t.ada,
      'POST',
      `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
