import { critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { inscriptionReponse } from '@shortlist/db/schema/submissions';
import type { QuestionRequest, SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

// A section's additional questions as its managers edit them (issue 33): who may, what is
// refused with which field, the order under concurrent changes, and answers never lost.

let f: FestivalSpaceTestApp;
let callId: number;
let sectionId: number;
let otherSectionId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  sectionId = f.sectionIds[1] as number;
  otherSectionId = f.sectionIds[0] as number;
  const { rows } = await f.database.db.execute<{ IdCampagne: number }>(
    sql`select "IdCampagne" from "campagne_section" where "Id" = ${sectionId}`,
  );
  callId = Number(rows[0]?.IdCampagne);
});
afterAll(() => f.close());

const path = (options: { festival?: number; call?: number; section?: number } = {}) =>
  `festivals/${options.festival ?? f.festivalId}/calls/${options.call ?? callId}/sections/${options.section ?? sectionId}/questions`;
const list = (who: Signed = f.manager, url = path()) => f.call(who, 'GET', url);
const add = (body: QuestionRequest, who: Signed = f.manager, url = path()) => f.call(who, 'POST', url, body);
const edit = (id: number, body: QuestionRequest, who: Signed = f.manager) =>
  f.call(who, 'PUT', `${path()}/${id}`, body);
const remove = (id: number, who: Signed = f.manager) => f.call(who, 'DELETE', `${path()}/${id}`);
const reorder = (order: number[], who: Signed = f.manager) =>
  f.call(who, 'PUT', `${path()}/order`, { order });

const yesNo = (en: string, extra: Partial<QuestionRequest> = {}): QuestionRequest => ({
  Type: 'yes-no',
  Libelle: { en, fr: `${en} (fr)` },
  Texte: null,
  IsDemandeCheck: false,
  Choix: [],
  ...extra,
});

async function stored(): Promise<SectionQuestions> {
  const res = await list();
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SectionQuestions;
}

async function clear() {
  await f.database.db.delete(critereAdditionnel).where(eq(critereAdditionnel.IdCampagneSection, sectionId));
}

describe('who may edit the questions', () => {
  it('lets a manager list them, and shows them nobody else', async () => {
    expect((await list()).statusCode).toBe(200);
    const programmer = await list(f.programmer);
    expect(programmer.statusCode).toBe(403);
    expect(programmer.json()).toMatchObject({ code: 'FESTIVAL_ROLE_REQUIRED' });
    const outsider = await list(f.outsider);
    expect(outsider.statusCode).toBe(404);
    expect((await list(f.ada)).statusCode).toBe(404);
  });

  it('refuses a programmer and another festival any change, writing nothing', async () => {
    await clear();
    expect((await add(yesNo('Premiere?'), f.programmer)).statusCode).toBe(403);
    expect((await add(yesNo('Premiere?'), f.outsider)).statusCode).toBe(404);
    // The other festival's manager naming its own festival with our section: nothing either.
    const theirs = path({ festival: f.otherFestivalId });
    expect((await add(yesNo('Premiere?'), f.outsider, theirs)).statusCode).toBe(404);
    expect((await stored()).items).toEqual([]);
  });

  it('answers 404 for a section of another call or another festival', async () => {
    expect((await list(f.manager, path({ call: callId + 100_000 }))).statusCode).toBe(404);
    const { rows } = await f.database.db.execute<{ Id: number }>(sql`
      select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
      where c."IdFestival" = ${f.otherFestivalId} limit 1`);
    expect((await list(f.manager, path({ section: Number(rows[0]?.Id) }))).statusCode).toBe(404);
  });
});

describe('adding and editing', () => {
  it('adds every type at the end, with its translations', async () => {
    await clear();
    const bodies: QuestionRequest[] = [
      yesNo('Is it a premiere?', { IsDemandeCheck: true }),
      { ...yesNo('Title in Braille'), Type: 'short-text' },
      { ...yesNo('Why this film?'), Type: 'long-text' },
      {
        ...yesNo('Format'),
        Type: 'choice',
        Choix: [{ Libelle: { en: 'DCP', fr: 'DCP' } }, { Libelle: { en: 'ProRes' } }],
      },
      {
        ...yesNo('Screening'),
        Type: 'info',
        Texte: { en: 'Screenings are in May.', fr: 'Projections en mai.' },
      },
      {
        ...yesNo('Is it under 15 minutes?'),
        Type: 'blocking',
        Texte: { en: 'This section takes films under 15 minutes.' },
      },
    ];
    for (const body of bodies) {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const { items, languages } = await stored();
    expect(languages).toEqual(['en', 'fr', 'es']);
    expect(items.map((q) => [q.Type, q.Ordre])).toEqual([
      ['yes-no', 0],
      ['short-text', 1],
      ['long-text', 2],
      ['choice', 3],
      ['info', 4],
      ['blocking', 5],
    ]);
    expect(items[0]).toMatchObject({
      IsDemandeCheck: true,
      Libelle: { en: 'Is it a premiere?', fr: 'Is it a premiere? (fr)' },
    });
    expect(items[3]?.Choix.map((c) => [c.Id, c.Libelle.en])).toEqual([
      [1, 'DCP'],
      [2, 'ProRes'],
    ]);
    expect(items[4]?.Texte).toMatchObject({ en: 'Screenings are in May.', fr: 'Projections en mai.' });
  });

  it('shows the new questions in the filmmaker-facing section answer', async () => {
    const res = await f.t.app.inject({
      url: `/api/public/sections/${sectionId}/criteres-additionnels`,
      headers: { culture: 'fr' },
    });
    const questions = res.json() as { Libelle: string; Type: string; Texte: string | null }[];
    expect(questions.map((q) => q.Type)).toEqual([
      'yes-no',
      'short-text',
      'long-text',
      'choice',
      'info',
      'blocking',
    ]);
    expect(questions[0]?.Libelle).toBe('Is it a premiere? (fr)');
    expect(questions[5]?.Texte).toBe('This section takes films under 15 minutes.');
  });

  it('refuses bad values with field errors', async () => {
    const cases: [QuestionRequest, string, string][] = [
      [yesNo(''), 'Libelle.en', 'REQUIRED'],
      [yesNo('x'.repeat(256)), 'Libelle.en', 'TOO_LONG'],
      [
        { ...yesNo('Format'), Type: 'choice', Choix: [{ Libelle: { en: 'Only' } }] },
        'Choix',
        'CHOICES_TOO_FEW',
      ],
      [{ ...yesNo('Stop'), Type: 'blocking' }, 'Texte.en', 'REQUIRED'],
      [
        yesNo('Premiere?', { Libelle: { en: 'Premiere?', it: 'Prima?' } }),
        'Libelle.it',
        'LANGUAGE_NOT_ROUTED',
      ],
      [
        {
          ...yesNo('Format'),
          Type: 'choice',
          Choix: [{ Id: 1, Libelle: { en: 'A' } }, { Libelle: { en: 'B' } }],
        },
        'Choix',
        'INVALID',
      ],
    ];
    const before = await stored();
    for (const [body, field, code] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: expect.arrayContaining([expect.objectContaining({ path: field, code })]),
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('edits a question in place, keeping its choices ids', async () => {
    const { items } = await stored();
    const choice = items[3]!;
    const res = await edit(choice.Id, {
      Type: 'choice',
      Libelle: { en: 'Screening format', es: 'Formato' },
      Texte: null,
      IsDemandeCheck: false,
      Choix: [{ Id: 2, Libelle: { en: 'ProRes 422' } }, { Libelle: { en: 'H.264' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as SectionQuestions).items[3]!;
    expect(after).toMatchObject({
      Id: choice.Id,
      Ordre: 3,
      Libelle: { en: 'Screening format', es: 'Formato' },
    });
    expect(after.Libelle.fr).toBeUndefined();
    expect(after.Choix.map((c) => [c.Id, c.Libelle.en])).toEqual([
      [2, 'ProRes 422'],
      [3, 'H.264'],
    ]);
  });

  it('answers 404 for a question of another section', async () => {
    const [theirs] = await f.database.db
      .insert(critereAdditionnel)
      .values({ IdCampagneSection: otherSectionId, IdLibelle: 1, Type: 'info' })
      .returning({ Id: critereAdditionnel.Id });
    expect((await edit(theirs!.Id, yesNo('Mine now?'))).statusCode).toBe(404);
    expect((await remove(theirs!.Id)).statusCode).toBe(404);
    await f.database.db.delete(critereAdditionnel).where(eq(critereAdditionnel.Id, theirs!.Id));
  });
});

describe('answers are never lost', () => {
  it('refuses to delete an answered question, and to change its type or drop a chosen choice', async () => {
    const { items } = await stored();
    const choice = items.find((q) => q.Type === 'choice')!;
    const yes = items.find((q) => q.Type === 'yes-no')!;
    const entry = await f.sentEntry({ who: 'ada', title: 'Answered', IdCampagneSection: sectionId });
    await f.database.db.insert(inscriptionReponse).values([
      { IdInscription: entry.IdInscription, IdCritereAdditionnel: choice.Id, Valeur: 3 },
      { IdInscription: entry.IdInscription, IdCritereAdditionnel: yes.Id, Valeur: true },
    ]);

    const deleted = await remove(yes.Id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'QUESTION_ANSWERED' });
    expect(String(deleted.json().message)).toMatch(/answered/);

    const retyped = await edit(yes.Id, { ...yesNo('Now a text'), Type: 'short-text' });
    expect(retyped.json()).toMatchObject({ fields: [{ path: 'Type', code: 'QUESTION_TYPE_ANSWERED' }] });

    const dropped = await edit(choice.Id, {
      ...yesNo('Format'),
      Type: 'choice',
      Choix: [{ Id: 2, Libelle: { en: 'ProRes' } }, { Libelle: { en: 'Film print' } }],
    });
    expect(dropped.json()).toMatchObject({ fields: [{ path: 'Choix', code: 'CHOICE_ANSWERED' }] });

    // The wording may still change.
    expect((await edit(yes.Id, yesNo('Is it a world premiere?'))).statusCode).toBe(200);
    const after = await stored();
    expect(after.items.find((q) => q.Id === yes.Id)).toMatchObject({ answers: 1, Type: 'yes-no' });
    expect(after.items.find((q) => q.Id === choice.Id)?.Choix.find((c) => c.Id === 3)?.answered).toBe(true);
    const answers = await f.database.db
      .select()
      .from(inscriptionReponse)
      .where(eq(inscriptionReponse.IdInscription, entry.IdInscription));
    expect(answers).toHaveLength(2);
  });

  it('deletes an unanswered question with its texts, closing the gap in the order', async () => {
    const { items } = await stored();
    const text = items.find((q) => q.Type === 'short-text')!;
    const [row] = await f.database.db
      .select({ IdLibelle: critereAdditionnel.IdLibelle })
      .from(critereAdditionnel)
      .where(eq(critereAdditionnel.Id, text.Id));
    const res = await remove(text.Id);
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as SectionQuestions).items;
    expect(after.map((q) => q.Id)).not.toContain(text.Id);
    expect(after.map((q) => q.Ordre)).toEqual(after.map((_, i) => i));
    const { rows } = await f.database.db.execute(sql`select 1 from "libelle" where "Id" = ${row!.IdLibelle}`);
    expect(rows).toHaveLength(0);
  });
});

describe('ordering', () => {
  it('puts the questions in the order sent', async () => {
    const ids = (await stored()).items.map((q) => q.Id);
    const reversed = [...ids].reverse();
    const res = await reorder(reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SectionQuestions).items.map((q) => [q.Id, q.Ordre])).toEqual(
      reversed.map((id, i) => [id, i]),
    );
  });

  it('refuses an order that misses, repeats or adds a question, writing nothing', async () => {
    const before = await stored();
    const ids = before.items.map((q) => q.Id);
    for (const order of [ids.slice(1), [...ids, ids[0] as number], [...ids.slice(1), 999_999]]) {
      const res = await reorder(order);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'QUESTIONS_CHANGED' });
    }
    expect(await stored()).toEqual(before);
  });

  it('leaves one consistent order after ten reorders and additions at once', async () => {
    const ids = (await stored()).items.map((q) => q.Id);
    const orders = Array.from({ length: 10 }, (_, i) => [
      ...ids.slice(i % ids.length),
      ...ids.slice(0, i % ids.length),
    ]);
    const answers = await Promise.all([
      ...orders.map((order) => reorder(order)),
      add(yesNo('Added meanwhile')),
      add(yesNo('Added meanwhile too')),
    ]);
    for (const res of answers) expect([200, 201, 409], res.body).toContain(res.statusCode);
    const rows = await f.database.db
      .select({ Id: critereAdditionnel.Id, Ordre: critereAdditionnel.Ordre })
      .from(critereAdditionnel)
      .where(eq(critereAdditionnel.IdCampagneSection, sectionId))
      .orderBy(asc(critereAdditionnel.Ordre));
    expect(rows.map((r) => r.Ordre)).toEqual(rows.map((_, i) => i));
    expect(rows).toHaveLength(ids.length + 2);
    // The two added ones come last, after one of the orders sent (those that came before them).
    const firstIds = rows.slice(0, ids.length).map((r) => r.Id);
    expect(orders.concat([ids]).some((order) => order.join() === firstIds.join())).toBe(true);
  });
});

describe('caches follow', () => {
  it('moves the festivals version at each change, even of a wording only', async () => {
    const version = async () =>
      Number(
        (await f.database.db.execute<{ v: string }>(sql`select "Version" as v from "festival_version"`))
          .rows[0]?.v,
      );
    const before = await version();
    const { items } = await stored();
    const q = items[0]!;
    await edit(q.Id, {
      Type: q.Type,
      Libelle: { en: `${q.Libelle.en}!` },
      Texte: q.Texte,
      IsDemandeCheck: q.IsDemandeCheck,
      Choix: q.Choix.map((c) => ({ Id: c.Id, Libelle: c.Libelle })),
    });
    expect(await version()).toBe(before + 1);
  });
});
