import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription, publicationDecision } from '@shortlist/db/schema/submissions';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { applyFrenchSpacing as fr } from '@shortlist/domain/text/french-typography';
import { localizedPath } from '@shortlist/i18n/routes';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// Decide, then publish (issue 31; docs/decisions.md "Decisions and their publication"): the filmmaker
// keeps seeing the published status until a manager publishes the section; then each filmmaker
// whose status changed is emailed once, in their language, with the note and reasons; a decision
// changed after publication is told as an update.

let f: FestivalSpaceTestApp;
let section: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  // Ada reads French: her emails come in French.
  await f.database.db.update(compte).set({ IdLangue: 13 }).where(eq(compte.Id, f.accountIds.ada));
  section = f.sectionIds[1]!;
});
afterAll(() => f.close());

const move = async (who: Signed, id: number, Statut: number) => {
  const response = await f.call(who, 'PUT', `entries/${id}/status`, { Statut });
  expect(response.statusCode, response.body).toBe(200);
};
const publish = (who: Signed, IdCampagneSection: number, IdFestival = f.festivalId) =>
  f.call(who, 'POST', `festivals/${IdFestival}/decisions/publish`, { IdCampagneSection });
/** The filmmaker's own submissions page answer, in the language `culture`. */
async function mySubmission(who: Signed, id: number, culture = 'en'): Promise<SubmissionListItem> {
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/inscriptions/filter',
    headers: { ...who.headers, culture },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as SubmissionListItem[]).find((item) => item.IdInscription === id)!;
}
const emailsTo = (to: string) =>
  f.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, to)).orderBy(asc(outboxEmail.Id));

describe('publishing decisions', () => {
  it('is for the festival’s managers: a programmer is refused, others and other sections are unknown', async () => {
    const { IdInscription } = await f.sentEntry({
      who: 'bob',
      title: 'Gatekept',
      IdCampagneSection: section,
    });
    await move(f.programmer, IdInscription, S.validated);
    const refused = await publish(f.programmer, section);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    for (const who of [f.outsider, f.bob]) expect((await publish(who, section)).statusCode).toBe(404);
    // The outsider manages another festival: naming ours in the path, or our section under theirs.
    expect((await publish(f.outsider, section, f.otherFestivalId)).statusCode).toBe(404);
    const [foreign] = await f.database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(eq(campagne.IdFestival, f.otherFestivalId))
      .limit(1);
    expect((await publish(f.manager, foreign!.Id)).statusCode).toBe(404);
    expect((await publish(f.manager, 2_000_000_000)).statusCode).toBe(404);
    // None of these sections was published (the demo festival's own publications are elsewhere).
    const published = await f.database.db
      .select()
      .from(publicationDecision)
      .where(inArray(publicationDecision.IdCampagneSection, [section, foreign!.Id]));
    expect(published).toEqual([]);
    expect((await mySubmission(f.bob, IdInscription)).Statut).toBe(S.sent);
  });

  it('shows the filmmaker “sent” until publication, then the decision, its date, note and reasons', async () => {
    const { IdInscription } = await f.sentEntry({
      who: 'ada',
      title: 'Le Phare',
      IdCampagneSection: section,
    });
    await move(f.programmer, IdInscription, S.validated);
    await move(f.manager, IdInscription, S.notSelected);
    const noted = await f.call(f.programmer, 'PUT', `entries/${IdInscription}/decision-note`, {
      MessageDecision: 'Un très beau film, qui n’a pas trouvé sa place cette année.',
      MotifsDecision: ['programmeBalance', 'length'],
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const before = await mySubmission(f.ada, IdInscription, 'fr');
    expect(before).toMatchObject({ Statut: S.sent, statusLabel: 'Envoyée', decision: null });

    const published = await publish(f.manager, section);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published).toBeGreaterThanOrEqual(1);
    expect(await mySubmission(f.ada, IdInscription, 'fr')).toMatchObject({
      Statut: S.notSelected,
      statusLabel: 'Non sélectionnée',
      statusDate: NOW.toISOString(),
      decision: {
        note: 'Un très beau film, qui n’a pas trouvé sa place cette année.',
        reasons: ['length', 'programmeBalance'],
      },
    });
    // The working note is emptied for the next decision; the published one stays with the entry.
    const [row] = await f.database.db.select().from(inscription).where(eq(inscription.Id, IdInscription));
    expect(row).toMatchObject({
      StatutPublie: S.notSelected,
      DatePublication: NOW,
      MessageDecision: null,
      MotifsDecision: null,
      MotifsPublies: ['length', 'programmeBalance'],
    });
    const [record] = await f.database.db
      .select()
      .from(publicationDecision)
      .where(eq(publicationDecision.IdCampagneSection, section));
    expect(record).toMatchObject({
      IdCompte: f.accountIds.manager,
      NbInscriptions: published.json().published,
    });

    const [email] = (await emailsTo('ada@example.com')).filter((e) => e.Text.includes('Le Phare'));
    expect(email?.Subject).toContain(fr(': une décision sur votre film « Le Phare »'));
    expect(email?.Text).toContain(fr('a publié sa décision sur votre inscription de « Le Phare »'));
    expect(email?.Text).toContain(fr('» : Non sélectionnée.'));
    expect(email?.Text).toContain(fr('Le message du festival : Un très beau film'));
    expect(email?.Text).toContain('• la durée du film\n\n• l’équilibre de la programmation');
    expect(email?.Links.map((link) => link.url)).toEqual([
      `${f.t.config.publicUrl}${localizedPath('submissions', 'fr')}`,
    ]);
  });

  it('sends nothing for a note changed alone, and tells a changed decision as an update', async () => {
    const { IdInscription } = await f.sentEntry({
      who: 'ada',
      title: 'Second Look',
      IdCampagneSection: section,
    });
    await move(f.manager, IdInscription, S.validated);
    await move(f.manager, IdInscription, S.selected);
    expect((await publish(f.manager, section)).json()).toEqual({ published: 1 });
    const first = (await emailsTo('ada@example.com')).filter((e) => e.Text.includes('Second Look'));
    expect(first).toHaveLength(1);
    expect(first[0]?.Subject).not.toContain('mis à jour');

    await f.call(f.manager, 'PUT', `entries/${IdInscription}/decision-note`, {
      MessageDecision: 'Bravo',
      MotifsDecision: [],
    });
    expect((await publish(f.manager, section)).json()).toEqual({ published: 0 });
    expect((await mySubmission(f.ada, IdInscription)).decision).toBeNull();

    await move(f.manager, IdInscription, S.awarded);
    expect((await mySubmission(f.ada, IdInscription)).Statut).toBe(S.selected);
    expect((await publish(f.manager, section)).json()).toEqual({ published: 1 });
    const all = (await emailsTo('ada@example.com')).filter((e) => e.Text.includes('Second Look'));
    expect(all).toHaveLength(2);
    expect(all[1]?.Subject).toContain(fr('a mis à jour sa décision sur votre film « Second Look »'));
    expect(all[1]?.Text).toContain(fr('Son statut est désormais : Primée.'));
    expect(all[1]?.Text).toContain(fr('Le message du festival : Bravo'));
    expect(await mySubmission(f.ada, IdInscription)).toMatchObject({
      Statut: S.awarded,
      statusLabel: 'Awarded',
      decision: { note: 'Bravo', reasons: [] },
    });
  });

  it('emails an English reader in English, and only the filmmakers of the published section', async () => {
    const here = await f.sentEntry({ who: 'bob', title: 'Tide', IdCampagneSection: section });
    const elsewhere = await f.sentEntry({
      who: 'bob',
      title: 'Undertow',
      IdCampagneSection: f.sectionIds[0]!,
    });
    await move(f.manager, here.IdInscription, S.cancelled);
    await move(f.manager, elsewhere.IdInscription, S.cancelled);
    await publish(f.manager, section);
    const mail = await emailsTo('bob@example.com');
    const tide = mail.filter((e) => e.Text.includes('“Tide”'));
    expect(tide).toHaveLength(1);
    expect(tide[0]?.Subject).toMatch(/: a decision on your film “Tide”$/);
    expect(tide[0]?.Text).toContain(': Cancelled.');
    expect(mail.filter((e) => e.Text.includes('Undertow'))).toEqual([]);
    expect((await mySubmission(f.bob, elsewhere.IdInscription)).Statut).toBe(S.sent);
  });
});
