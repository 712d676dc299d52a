import type { Database } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { ZCompareFilmSectionResponse } from '@shortlist/domain/submissions/api-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The film's panel (spec §2 "Submission panel for a festival or film"): `compare-film-section`
// with the film alone judges it against every open current call of the demo catalogue.

let database: Database;
let t: TestApp;
let ada: Signed;
let bob: Signed;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW });
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
});
afterAll(async () => {
  await t.close();
  await database.close();
});

function compare(who: Signed, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/compare-film-section',
    headers: { ...who.headers, culture: language },
    payload: body,
  });
}

/** A film of `who` that the engine finds complete, with a video kept two months past NOW. */
async function readyFilm(who: Signed, title: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/films',
    headers: who.headers,
    payload: { ...FILM_CREATE_BODY, TitreOriginal: title },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { Id } = response.json() as { Id: number };
  await database.db.update(film).set({ Statut: 28 }).where(eq(film.Id, Id));
  await database.db.execute(
    sql`insert into "film_video" ("IdFilm", "TypeVideo", "Fichier", "DateExpiration") values (${Id}, 'film', ${`films/${Id}/video`}, ${new Date(NOW.getTime() + 60 * 86_400_000)})`,
  );
  return Id;
}

/** The campaign-section ids of every festival's latest edition when that call is open. */
async function openCurrentSections(): Promise<number[]> {
  const rows = await database.db.execute<{ Id: number }>(sql`
    select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where c."StatutCampagne" = 'open'
      and c."Id" = (select c2."Id" from "campagne" c2 where c2."IdFestival" = c."IdFestival"
        order by c2."AnneeEdition" desc limit 1)
    order by 1`);
  return rows.rows.map((r) => Number(r.Id));
}

describe('compare-film-section with the film alone', () => {
  it('judges the film against every section of every open call, with the festivals to show them', async () => {
    const filmId = await readyFilm(ada, 'Everywhere');
    const response = await compare(ada, { IdFilm: filmId });
    expect(response.statusCode, response.body).toBe(200);
    const answer = ZCompareFilmSectionResponse.parse(response.json());
    const expected = await openCurrentSections();
    expect(expected.length).toBeGreaterThan(1);
    expect(answer.results.map((c) => c.IdCampagneSection).sort((a, b) => a - b)).toEqual(expected);
    expect(answer.results.every((c) => c.IdFilm === filmId)).toBe(true);
    expect(answer.results.some((c) => c.status === 'eligible')).toBe(true);
    // Every section the results name is described once, under its festival, in name order.
    const described = answer.festivals.flatMap((f) => f.sections.map((s) => s.IdCampagneSection));
    expect(described.sort((a, b) => a - b)).toEqual(expected);
    const names = answer.festivals.map((f) => f.Nom);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const festival of answer.festivals) {
      expect(festival.Nom).not.toBe('');
      for (const section of festival.sections) expect(section.Libelle).not.toBe('');
    }
  });

  it('marks the password-protected sections without ever sending the password', async () => {
    const filmId = await readyFilm(ada, 'Guarded');
    const response = await compare(ada, { IdFilm: filmId });
    const [guarded] = await database.db
      .select({ Id: campagneSection.Id, MotDePasse: campagneSection.MotDePasse })
      .from(campagneSection)
      .where(
        sql`${campagneSection.MotDePasse} is not null and ${campagneSection.Id} in ${await openCurrentSections()}`,
      )
      .limit(1);
    expect(guarded, 'the demo has a protected open section').toBeDefined();
    expect(response.body).not.toContain(guarded!.MotDePasse!);
    const answer = ZCompareFilmSectionResponse.parse(response.json());
    const section = answer.festivals
      .flatMap((f) => f.sections)
      .find((s) => s.IdCampagneSection === guarded!.Id);
    expect(section?.IsPublic).toBe(false);
  });

  it('leaves out a festival whose call closes', async () => {
    const filmId = await readyFilm(ada, 'Closing');
    const before = ZCompareFilmSectionResponse.parse((await compare(ada, { IdFilm: filmId })).json());
    const gone = before.festivals[0]!;
    const [call] = await database.db
      .select({ Id: campagneSection.IdCampagne })
      .from(campagneSection)
      .where(eq(campagneSection.Id, gone.sections[0]!.IdCampagneSection));
    await database.db.update(campagne).set({ StatutCampagne: 'closed' }).where(eq(campagne.Id, call!.Id));
    try {
      const after = ZCompareFilmSectionResponse.parse((await compare(ada, { IdFilm: filmId })).json());
      expect(after.festivals.map((f) => f.IdFestival)).not.toContain(gone.IdFestival);
      expect(after.results.some((c) => c.IdFestival === gone.IdFestival)).toBe(false);
    } finally {
      await database.db.update(campagne).set({ StatutCampagne: 'open' }).where(eq(campagne.Id, call!.Id));
    }
  });

  it('names the sections in the reader language', async () => {
    const filmId = await readyFilm(ada, 'Bilingual');
    const labels = async (language: string) =>
      ZCompareFilmSectionResponse.parse((await compare(ada, { IdFilm: filmId }, language)).json())
        .festivals.flatMap((f) => f.sections.map((s) => s.Libelle))
        .join('|');
    expect(await labels('fr')).not.toBe(await labels('en'));
  });

  it("answers 404 for another account's film, as for an unknown one", async () => {
    const filmId = await readyFilm(ada, 'Private');
    for (const IdFilm of [filmId, 999_999]) {
      const response = await compare(bob, { IdFilm });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it("says which films' SuperStamp runs, in the festival's panel and the film's panel (issue 15)", async () => {
    const covered = await readyFilm(ada, 'Covered');
    const plain = await readyFilm(ada, 'Plain');
    const lapsed = await readyFilm(ada, 'Lapsed');
    await database.db
      .update(film)
      .set({ DateExpirationSuperTimbre: new Date(NOW.getTime() + 30 * 86_400_000) })
      .where(eq(film.Id, covered));
    await database.db.update(film).set({ DateExpirationSuperTimbre: NOW }).where(eq(film.Id, lapsed));
    const [section] = await openCurrentSections();
    const [row] = await database.db
      .select({ IdFestival: campagne.IdFestival })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(eq(campagneSection.Id, section!));

    // The festival's panel: every film of the account, only the running SuperStamp named.
    const festival = await compare(ada, { IdFestival: row!.IdFestival });
    expect(festival.statusCode, festival.body).toBe(200);
    const all = ZCompareFilmSectionResponse.parse(festival.json());
    expect(all.superStampFilms).toContain(covered);
    expect(all.superStampFilms).not.toContain(plain);
    expect(all.superStampFilms).not.toContain(lapsed);

    // The film's panel, whole and paged.
    for (const [IdFilm, expected] of [
      [covered, [covered]],
      [plain, []],
    ] as const) {
      const whole = ZCompareFilmSectionResponse.parse((await compare(ada, { IdFilm })).json());
      expect(whole.superStampFilms).toEqual(expected);
      const paged = await t.app.inject({
        method: 'POST',
        url: `/api/compare-film-section/by-film/${IdFilm}`,
        headers: ada.headers,
        payload: {},
      });
      expect(paged.statusCode, paged.body).toBe(200);
      expect(paged.json().superStampFilms).toEqual(expected);
    }

    // Another account sees neither the film nor its SuperStamp.
    const other = await compare(bob, { IdFestival: row!.IdFestival });
    expect(ZCompareFilmSectionResponse.parse(other.json()).superStampFilms).toEqual([]);
  });
});
