import type { Database } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { DEMO_SECTION_PASSWORD } from '@shortlist/db/seed/demo/sections';
import { ZCompareFilmSectionResponse } from '@shortlist/domain/submissions/api-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createSubmissionsTestApp, readyFilm, type SubmissionsTestApp } from './submission-test-steps.ts';

// `compare-film-section` and the film's panel (spec §2 "Submission panel for a festival or
// film"): the film alone is refused (the paged `by-film` call serves that panel); with a festival
// or a section it is judged there, on the demo catalogue.

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

function compare(who: Signed, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/compare-film-section',
    headers: { ...who.headers, culture: language },
    payload: body,
  });
}

/** The festival of a campaign section. */
async function festivalOf(IdCampagneSection: number): Promise<number> {
  const rows = await database.db.execute<{ IdFestival: number }>(sql`
    select c."IdFestival" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where cs."Id" = ${IdCampagneSection}`);
  return Number(rows.rows[0]!.IdFestival);
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
  it('refuses the film alone (every open section) and names the paged film panel', async () => {
    const filmId = await readyFilm(t, ada, 'Everywhere');
    const response = await compare(ada, { IdFilm: filmId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'COMPARE_SCOPE_TOO_WIDE',
      fields: [{ path: 'IdFestival', code: 'REQUIRED' }],
    });
    expect(response.json().message).toContain(`page by page with compare-film-section/by-film/${filmId}`);
    const french = await compare(ada, { IdFilm: filmId }, 'fr');
    expect(french.json().message).toContain('page par page');

    // A festival or a section with the film is still one call, as the web's panels ask it.
    const [section] = await openCurrentSections();
    const IdFestival = await festivalOf(section!);
    for (const body of [
      { IdFilm: filmId, IdFestival },
      { IdFilm: filmId, IdCampagneSection: section },
      { IdFestival },
    ]) {
      const scoped = await compare(ada, body);
      expect(scoped.statusCode, scoped.body).toBe(200);
      const answer = ZCompareFilmSectionResponse.parse(scoped.json());
      expect(answer.results.length).toBeGreaterThan(0);
      expect(answer.results.every((c) => c.IdFestival === IdFestival)).toBe(true);
    }
  });

  it('marks the password-protected sections without ever sending the password', async () => {
    const filmId = await readyFilm(t, ada, 'Guarded');
    const [guarded] = await database.db
      .select({ Id: campagneSection.Id, MotDePasseHash: campagneSection.MotDePasseHash })
      .from(campagneSection)
      .where(
        sql`${campagneSection.MotDePasseHash} is not null and ${campagneSection.Id} in ${await openCurrentSections()}`,
      )
      .limit(1);
    expect(guarded, 'the demo has a protected open section').toBeDefined();
    const response = await compare(ada, { IdFilm: filmId, IdFestival: await festivalOf(guarded!.Id) });
    expect(response.body).not.toContain(guarded!.MotDePasseHash!);
    expect(response.body).not.toContain(DEMO_SECTION_PASSWORD);
    const answer = ZCompareFilmSectionResponse.parse(response.json());
    const section = answer.festivals
      .flatMap((f) => f.sections)
      .find((s) => s.IdCampagneSection === guarded!.Id);
    expect(section?.IsPublic).toBe(false);
  });

  it('names the sections in the reader language', async () => {
    const filmId = await readyFilm(t, ada, 'Bilingual');
    const sections = await openCurrentSections();
    const festivals = [...new Set(await Promise.all(sections.map(festivalOf)))];
    const labels = async (language: string) => {
      const words: string[] = [];
      for (const IdFestival of festivals) {
        const answer = ZCompareFilmSectionResponse.parse(
          (await compare(ada, { IdFilm: filmId, IdFestival }, language)).json(),
        );
        words.push(...answer.festivals.flatMap((f) => f.sections.map((s) => s.Libelle)));
      }
      return words.join('|');
    };
    expect(await labels('fr')).not.toBe(await labels('en'));
  });

  it("answers 404 for another account's film, as for an unknown one", async () => {
    const filmId = await readyFilm(t, ada, 'Private');
    const IdFestival = await festivalOf((await openCurrentSections())[0]!);
    for (const IdFilm of [filmId, 999_999]) {
      const response = await compare(bob, { IdFilm, IdFestival });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it("says which films' SuperStamp runs or waits in the basket, in both panels (issues 15, 32)", async () => {
    const covered = await readyFilm(t, ada, 'Covered');
    const plain = await readyFilm(t, ada, 'Plain');
    const lapsed = await readyFilm(t, ada, 'Lapsed');
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

    // One film against one section, and the film's paged panel.
    for (const [IdFilm, expected] of [
      [covered, [covered]],
      [plain, []],
    ] as const) {
      const one = await compare(ada, { IdFilm, IdCampagneSection: section! });
      expect(one.statusCode, one.body).toBe(200);
      expect(ZCompareFilmSectionResponse.parse(one.json()).superStampFilms).toEqual(expected);
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

    // A SuperStamp for Plain put in the basket (issue 32): the basket will price its entries with
    // it, so the panels do too; Bob's panel still names nothing of Ada's.
    const me = (await (await t.app.inject({ url: '/api/ping', headers: ada.headers })).json()) as {
      Id: number;
    };
    const products = (await t.app.inject({ url: '/order-api/products/active' })).json() as {
      Id: number;
      code: string;
    }[];
    const added = await t.app.inject({
      method: 'POST',
      url: `/order-api/customer/${me.Id}/basket/superstamps`,
      headers: ada.headers,
      payload: {
        productId: products.find((p) => p.code === 'superstamp-12')!.Id,
        IdFilm: plain,
        confirmIrreversible: true,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const withBasket = ZCompareFilmSectionResponse.parse(
      (await compare(ada, { IdFestival: row!.IdFestival })).json(),
    );
    expect(withBasket.superStampFilms).toContain(plain);
    expect(withBasket.superStampFilms).not.toContain(lapsed);
    const paged = await t.app.inject({
      method: 'POST',
      url: `/api/compare-film-section/by-film/${plain}`,
      headers: ada.headers,
      payload: {},
    });
    expect(paged.json().superStampFilms).toEqual([plain]);
    const bobs = await compare(bob, { IdFestival: row!.IdFestival });
    expect(ZCompareFilmSectionResponse.parse(bobs.json()).superStampFilms).toEqual([]);
  });
});
