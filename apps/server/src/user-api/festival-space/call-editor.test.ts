import { campagne, campagneSection, critere, section } from '@shortlist/db/schema/campaigns';
import { festivalVersion } from '@shortlist/db/schema/festival-version';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import { NO_CRITERIA } from '@shortlist/domain/festivals/criteria-editing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// The call editor (issue 33): a manager creates a call, edits it, adds, edits, orders and
// deletes sections and sets their criteria; a programmer cannot, another festival's manager sees
// nothing; contradictions are field errors; a change that would make a paid entry ineligible
// asks first and never removes it; a section with entries cannot be deleted; two managers
// creating one edition at once keep one call.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

const calls = () => `festivals/${f.festivalId}/calls`;
const callBody = (AnneeEdition: number) => ({
  AnneeEdition,
  IsInvitationSeule: false,
  RegleReinscription: 'other-section',
});
const sectionBody = (en: string, more: object = {}) => ({
  Libelle: { en, fr: `${en} (fr)` },
  Texte: { en: 'Films under 15 minutes.' },
  IsInscription: true,
  IsPayant: true,
  IsPublic: true,
  MotDePasse: null,
  ...more,
});
const version = async () => (await f.database.db.select().from(festivalVersion))[0]?.Version ?? 0;

describe('call editor', () => {
  let callId: number;
  let firstId: number;
  let secondId: number;

  it('creates a call for a new edition in preparation, and refuses the same edition again', async () => {
    const before = await version();
    const created = await f.call(f.manager, 'POST', calls(), callBody(2098));
    expect(created.statusCode, created.body).toBe(201);
    const call = created.json();
    callId = call.IdCampagne;
    expect(call).toMatchObject({
      AnneeEdition: 2098,
      StatutCampagne: 'preparation',
      RegleReinscription: 'other-section',
      sections: [],
      actions: ['ask'],
    });
    expect(await version()).toBeGreaterThan(before);
    const again = await f.call(f.manager, 'POST', calls(), callBody(2098));
    expect([again.statusCode, again.json().code]).toEqual([409, 'CALL_EDITION_TAKEN']);
    const edited = await f.call(f.manager, 'PUT', `${calls()}/${callId}`, {
      ...callBody(2097),
      IsInvitationSeule: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ AnneeEdition: 2097, IsInvitationSeule: true });
  });

  it('refuses a programmer, and hides the festival and its calls from another festival', async () => {
    const programmer = await f.call(f.programmer, 'POST', calls(), callBody(2096));
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const outsider = await f.call(f.outsider, 'GET', `${calls()}/${callId}`);
    expect(outsider.statusCode).toBe(404);
    // The outsider's own festival in the path, this festival's call: still nothing.
    const crossed = await f.call(
      f.outsider,
      'POST',
      `festivals/${f.otherFestivalId}/calls/${callId}/sections`,
      sectionBody('X'),
    );
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'NOT_FOUND']);
    const crossedRead = await f.call(f.outsider, 'GET', `festivals/${f.otherFestivalId}/calls/${callId}`);
    expect(crossedRead.statusCode).toBe(404);
    expect(
      await f.database.db.select().from(campagneSection).where(eq(campagneSection.IdCampagne, callId)),
    ).toEqual([]);
  });

  it('adds sections last, one protected by a hashed password never returned, and orders them', async () => {
    const first = await f.call(f.manager, 'POST', `${calls()}/${callId}/sections`, sectionBody('Fiction'));
    expect(first.statusCode, first.body).toBe(201);
    firstId = first.json().IdCampagneSection;
    const noPassword = await f.call(
      f.manager,
      'POST',
      `${calls()}/${callId}/sections`,
      sectionBody('Private', { IsPublic: false }),
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toEqual([{ path: 'MotDePasse', code: 'REQUIRED', message: 'REQUIRED' }]);
    const second = await f.call(
      f.manager,
      'POST',
      `${calls()}/${callId}/sections`,
      sectionBody('Private', { IsPublic: false, MotDePasse: 'open-sesame', IsPayant: false }),
    );
    expect(second.statusCode, second.body).toBe(201);
    secondId = second.json().IdCampagneSection;
    expect(second.json()).toMatchObject({ IsPublic: false, hasPassword: true, Ordre: 1, IsPayant: false });
    expect(second.body).not.toContain('open-sesame');
    const [row] = await f.database.db.select().from(campagneSection).where(eq(campagneSection.Id, secondId));
    expect(row?.MotDePasse).toBeNull();
    expect(row?.MotDePasseHash).toMatch(/^\$argon2id\$/);
    // Saving again without a password keeps the one in force; a label alone moves the festivals' version.
    const versionBefore = await version();
    const kept = await f.call(
      f.manager,
      'PUT',
      `${calls()}/${callId}/sections/${secondId}`,
      sectionBody('Private works', { IsPublic: false }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ hasPassword: true, Libelle: { en: 'Private works' } });
    expect(await version()).toBeGreaterThan(versionBefore);
    const [after] = await f.database.db
      .select()
      .from(campagneSection)
      .where(eq(campagneSection.Id, secondId));
    expect(after?.MotDePasseHash).toBe(row?.MotDePasseHash);

    const ordered = await f.call(f.manager, 'PUT', `${calls()}/${callId}/sections/order`, {
      order: [secondId, firstId],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().sections.map((s: { IdCampagneSection: number }) => s.IdCampagneSection)).toEqual([
      secondId,
      firstId,
    ]);
    const partial = await f.call(f.manager, 'PUT', `${calls()}/${callId}/sections/order`, {
      order: [firstId],
    });
    expect(partial.statusCode).toBe(400);
    const foreign = await f.call(f.manager, 'PUT', `${calls()}/${callId}/sections/order`, {
      order: [secondId, f.sectionIds[0]],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('answers contradictory criteria with field errors, writing nothing', async () => {
    const url = `${calls()}/${callId}/sections/${firstId}/criteria`;
    const contradictory = {
      ...NO_CRITERIA,
      duration: { DureeMin: 900, DureeMax: 600, IsCheckerCritere: true },
      film: { MoisProduction: 5, AnneeProduction: null, IsCheckerCritere: true },
    };
    const answer = await f.call(f.manager, 'PUT', url, { criteria: contradictory });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((x: { path: string; code: string }) => [x.path, x.code])).toEqual([
      ['criteria.duration.DureeMax', 'CRITERIA_DURATION_ORDER'],
      ['criteria.film.AnneeProduction', 'CRITERIA_MONTH_WITHOUT_YEAR'],
    ]);
    const counted = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/eligible-films`, {
      criteria: contradictory,
    });
    expect(counted.statusCode).toBe(400);
    const unknown = await f.call(f.manager, 'PUT', url, {
      criteria: { ...NO_CRITERIA, genres: { Valeurs: [999_999], IsCheckerCritere: true } },
    });
    expect(unknown.json().fields).toEqual([
      { path: 'criteria.genres.Valeurs', code: 'INVALID', message: 'INVALID' },
    ]);
    expect(await f.database.db.select().from(critere).where(eq(critere.IdCampagneSection, firstId))).toEqual(
      [],
    );
  });

  it('counts the films unsaved criteria let in, by the panel rule', async () => {
    const count = (criteria: object) =>
      f.call(f.manager, 'POST', `festivals/${f.festivalId}/eligible-films`, { criteria });
    const all = await count(NO_CRITERIA);
    expect(all.statusCode, all.body).toBe(200);
    const { total, eligible } = all.json();
    expect(eligible).toBe(total);
    const none = await count({
      ...NO_CRITERIA,
      duration: { DureeMin: 1, DureeMax: 1, IsCheckerCritere: true },
    });
    expect(none.json().eligible).toBeLessThan(eligible);
    const unchecked = await count({
      ...NO_CRITERIA,
      duration: { DureeMin: 1, DureeMax: 1, IsCheckerCritere: false },
    });
    expect(unchecked.json().eligible).toBe(eligible);
    const programmer = await f.call(f.programmer, 'POST', `festivals/${f.festivalId}/eligible-films`, {
      criteria: NO_CRITERIA,
    });
    expect(programmer.statusCode).toBe(403);
  });

  it('asks before criteria exclude a paid entry, and keeps the entry when confirmed', async () => {
    const { IdInscription, IdFilm } = await f.sentEntry({
      who: 'ada',
      title: 'Long one',
      IdCampagneSection: firstId,
    });
    await f.database.db.update(film).set({ Duree: 1500 }).where(eq(film.Id, IdFilm));
    const url = `${calls()}/${callId}/sections/${firstId}/criteria`;
    const criteria = { ...NO_CRITERIA, duration: { DureeMin: null, DureeMax: 900, IsCheckerCritere: true } };
    const asked = await f.call(f.manager, 'PUT', url, { criteria });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CRITERIA_EXCLUDE_ENTRIES',
      entries: [{ IdInscription, TitreOriginal: 'Long one' }],
    });
    expect(await f.database.db.select().from(critere).where(eq(critere.IdCampagneSection, firstId))).toEqual(
      [],
    );
    const confirmed = await f.call(f.manager, 'PUT', url, { criteria, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().criteria.duration).toEqual(criteria.duration);
    const [entry] = await f.database.db.select().from(inscription).where(eq(inscription.Id, IdInscription));
    expect(entry?.Statut).toBe(2);
    // Already out under the saved criteria: a further change does not ask about it again.
    const tighter = { ...criteria, duration: { DureeMin: null, DureeMax: 800, IsCheckerCritere: true } };
    expect((await f.call(f.manager, 'PUT', url, { criteria: tighter })).statusCode).toBe(200);
  });

  it('refuses to delete a section with entries, and deletes one without', async () => {
    const refused = await f.call(f.manager, 'DELETE', `${calls()}/${callId}/sections/${firstId}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SECTION_HAS_ENTRIES']);
    expect((await f.call(f.manager, 'GET', `${calls()}/${callId}`)).json().sections).toHaveLength(2);
    // Closed instead: it stays, with its entry, and takes no new one.
    const closed = await f.call(
      f.manager,
      'PUT',
      `${calls()}/${callId}/sections/${firstId}`,
      sectionBody('Fiction', { IsInscription: false }),
    );
    expect(closed.json()).toMatchObject({ IsInscription: false, entries: 1 });
    // Its entry was made at its price: it stays paid or free.
    const repriced = await f.call(
      f.manager,
      'PUT',
      `${calls()}/${callId}/sections/${firstId}`,
      sectionBody('Fiction', { IsInscription: false, IsPayant: !closed.json().IsPayant }),
    );
    expect([repriced.statusCode, repriced.json().code]).toEqual([409, 'SECTION_PRICE_LOCKED']);
    expect((await f.call(f.manager, 'GET', `${calls()}/${callId}`)).json().sections[0]).toMatchObject({
      IsPayant: closed.json().IsPayant,
    });
    const [own] = await f.database.db.select().from(campagneSection).where(eq(campagneSection.Id, secondId));
    const deleted = await f.call(f.manager, 'DELETE', `${calls()}/${callId}/sections/${secondId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await f.database.db.select().from(section).where(eq(section.Id, own!.IdSection))).toEqual([]);
    const programmer = await f.call(f.programmer, 'DELETE', `${calls()}/${callId}/sections/${firstId}`);
    expect(programmer.statusCode).toBe(403);
  });

  it('keeps one call when two managers create the same edition at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => f.call(f.manager, 'POST', calls(), callBody(2090))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await f.database.db
      .select()
      .from(campagne)
      .where(and(eq(campagne.IdFestival, f.festivalId), eq(campagne.AnneeEdition, 2090)));
    expect(rows).toHaveLength(1);
  });

  it('keeps the order whole when sections are added at once', async () => {
    const created = await f.call(f.manager, 'POST', calls(), callBody(2091));
    const id = created.json().IdCampagne;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        f.call(f.manager, 'POST', `${calls()}/${id}/sections`, sectionBody(`S${i}`)),
      ),
    );
    const rows = await f.database.db.select().from(campagneSection).where(eq(campagneSection.IdCampagne, id));
    expect(rows.map((r) => r.Ordre).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
