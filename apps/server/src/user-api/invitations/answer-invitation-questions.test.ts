import { critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { inscription, inscriptionReponse } from '@shortlist/db/schema/submissions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, type InvitationTestApp } from '../../test/invitation-test-app.ts';

// Answering an invitation to a section with additional questions: they are asked as in the
// ordinary panel, a blocking answer stops the entry, good answers are kept with it.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('answer-invitation questions', () => {
  it("asks the section's questions: none or a blocking no is refused, good answers are kept", async () => {
    const filmId = await t.readyFilm(t.ada, 'Questioned');
    const confirming = await t.database.db
      .select({ Id: critereAdditionnel.Id, IdCampagneSection: critereAdditionnel.IdCampagneSection })
      .from(critereAdditionnel)
      .where(sql`${critereAdditionnel.Type} = 'blocking' or ${critereAdditionnel.IsDemandeCheck}`);
    const cell = (await t.eligibleSections(t.ada, filmId, true)).find((c) =>
      confirming.some((q) => q.IdCampagneSection === c.IdCampagneSection),
    );
    expect(cell, 'the demo has an eligible section with a question that can stop the entry').toBeDefined();
    const confirm = confirming.find((q) => q.IdCampagneSection === cell!.IdCampagneSection)!;
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 300);
    const url = `invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`;

    const bare = await t.call(t.ada, 'POST', url);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().code).toBe('SUBMISSION_INELIGIBLE');
    expect(bare.json().fields.map((f: { code: string }) => f.code)).toContain(`CRITERE_ADD_${confirm.Id}`);

    const answers = await t.answersFor(cell!.IdCampagneSection);
    const { [String(confirm.Id)]: _left, ...missing } = answers;
    const unanswered = await t.call(t.ada, 'POST', url, { answers: missing });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().fields).toContainEqual(
      expect.objectContaining({ code: `CRITERE_ADD_${confirm.Id}`, message: 'CRITERE_ADD_UNANSWERED' }),
    );
    const blocked = await t.call(t.ada, 'POST', url, { answers: { ...answers, [confirm.Id]: false } });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().fields).toContainEqual(
      expect.objectContaining({ code: `CRITERE_ADD_${confirm.Id}`, message: 'CRITERE_ADD_REFUSED' }),
    );
    expect(await t.database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId))).toEqual([]);
    expect((await t.listed(t.ada, cell!.IdFestival)).find((i) => i.Id === IdInvitation)?.status).toBe(
      'pending',
    );

    const wrongShape = await t.call(t.ada, 'POST', url, { answers, extra: 1 });
    expect(wrongShape.statusCode).toBe(400);

    const accepted = await t.call(t.ada, 'POST', url, { answers: { ...answers, 999999: 'ignored' } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { IdInscription } = accepted.json() as { IdInscription: number };
    const kept = await t.database.db
      .select({
        IdCritereAdditionnel: inscriptionReponse.IdCritereAdditionnel,
        Valeur: inscriptionReponse.Valeur,
      })
      .from(inscriptionReponse)
      .where(eq(inscriptionReponse.IdInscription, IdInscription));
    expect(kept).toHaveLength(Object.keys(answers).length);
    expect(kept).toContainEqual({ IdCritereAdditionnel: confirm.Id, Valeur: true });
  });
});
