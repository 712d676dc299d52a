import type { InboxFilter, InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { ZInboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BELGIUM,
  ENGLISH,
  FRANCE,
  FRENCH,
  type InboxEntries,
  seedInboxEntries,
} from '../../test/festival-inbox-entries.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

const S = SUBMISSION_STATUS;
let f: FestivalSpaceTestApp;
let e: InboxEntries;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  e = await seedInboxEntries(f);
});
afterAll(() => f.close());

async function inbox(
  filter: InboxFilter = {},
  options: { who?: Signed; skip?: number; take?: number; culture?: string } = {},
) {
  const who = options.who ?? f.manager;
  const response = await f.t.app.inject({
    method: 'POST',
    url: `/api/festival-space/festivals/${f.festivalId}/entries/filter/${options.skip ?? 0}/${options.take ?? 30}`,
    headers: { ...who.headers, ...(options.culture ? { culture: options.culture } : {}) },
    payload: filter,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZInboxPage.parse(response.json());
}

const titles = (page: InboxPage) => page.items.map((item) => item.TitreOriginal);
const ids = (page: InboxPage) => page.items.map((item) => item.IdInscription).sort((a, b) => a - b);
const sorted = (...list: { IdInscription: number }[]) =>
  list.map((x) => x.IdInscription).sort((a, b) => a - b);

describe("the festival's inbox", () => {
  it('lists every entry sent or later, newest first, never a basket entry nor another festival', async () => {
    const page = await inbox();
    expect(ids(page)).toEqual(sorted(e.ete, e.harbour, e.ondes));
    expect(page.total).toBe(3);
    const ete = page.items.find((item) => item.IdInscription === e.ete.IdInscription)!;
    expect(ete).toMatchObject({
      IdFilm: e.ete.IdFilm,
      TitreOriginal: "L'Été à Paris",
      TitreInternationnal: 'Summer in Paris',
      directors: 'Éric Rohmer',
      IdCampagneSection: f.sectionIds[0],
      Statut: S.validated,
      statusLabel: 'Validated',
      isPublished: false,
      StatutPublie: S.sent,
      Duree: 600,
      IdPays: FRANCE,
      countryLabel: 'France',
      IsPremierFilm: true,
      IsFilmEcole: false,
      hasScreener: true,
      coverage: 'full',
      membersOpened: 2,
      membersWatchedToEnd: 1,
    });
    expect(ete.sectionLabel).toMatch(/\(\d{4}\)$/);
    const harbour = page.items.find((item) => item.IdInscription === e.harbour.IdInscription)!;
    expect(harbour).toMatchObject({
      directors: 'Agnès Varda, Chris Marker',
      coverage: 'partly',
      membersOpened: 1,
    });
    expect(page.items.find((item) => item.IdInscription === e.ondes.IdInscription)).toMatchObject({
      directors: '',
      coverage: 'notOpened',
      membersOpened: 0,
      isPublished: true,
    });
  });

  it('speaks the reader’s language for statuses and countries', async () => {
    const page = await inbox({ sort: 'title' }, { culture: 'fr' });
    const ete = page.items.find((item) => item.IdInscription === e.ete.IdInscription)!;
    expect(ete.statusLabel).toBe('Validée');
    expect(ete.countryLabel).toBe('France');
    expect(page.items.find((item) => item.IdInscription === e.harbour.IdInscription)?.countryLabel).toBe(
      'Belgique',
    );
  });

  it('counts per status, section and coverage over every entry, whatever the filter', async () => {
    const { counts } = await inbox({ search: 'nothing like this' });
    expect(counts.byStatus).toEqual({ [S.sent]: 2, [S.validated]: 1 });
    expect(counts.byCoverage).toEqual({ notOpened: 1, partly: 1, full: 1 });
    expect(counts.unpublished).toBe(1);
    const bySection = Object.fromEntries(counts.bySection.map((s) => [s.IdCampagneSection, s.count]));
    expect(bySection[f.sectionIds[0]!]).toBe(2);
    expect(bySection[f.sectionIds[1]!]).toBe(1);
    expect(counts.bySection.every((s) => s.sectionLabel.length > 0)).toBe(true);
  });

  it('filters by each field', async () => {
    const cases: [InboxFilter, { IdInscription: number }[]][] = [
      [{ sections: [f.sectionIds[1]!] }, [e.harbour]],
      [{ statuses: S.validated }, [e.ete]],
      [{ statuses: S.sent | S.validated }, [e.ete, e.harbour, e.ondes]],
      // The festival never sees unfinished entries, even when it asks for them.
      [{ statuses: S.notFinished }, []],
      [{ countries: [FRANCE, BELGIUM] }, [e.ete, e.harbour]],
      [{ countries: [BELGIUM] }, [e.harbour]],
      [{ durationMin: 700 }, [e.harbour, e.ondes]],
      [{ durationMax: 750 }, [e.ete, e.ondes]],
      [{ durationMin: 700, durationMax: 1000 }, [e.ondes]],
      [{ firstFilm: true }, [e.ete]],
      [{ firstFilm: false }, [e.harbour, e.ondes]],
      [{ schoolFilm: true }, [e.harbour]],
      [{ dialogueLanguages: [FRENCH] }, [e.ete]],
      [{ dialogueLanguages: [FRENCH, ENGLISH] }, [e.ete, e.harbour]],
      [{ subtitleLanguages: [ENGLISH] }, [e.ete]],
      [{ answers: [{ IdCritereAdditionnel: e.questions.premiere, value: true }] }, [e.ete]],
      [{ answers: [{ IdCritereAdditionnel: e.questions.premiere, value: false }] }, [e.ondes]],
      [{ answers: [{ IdCritereAdditionnel: e.questions.city, value: 'lyo' }] }, [e.ete]],
      [{ answers: [{ IdCritereAdditionnel: e.questions.city, value: '%' }] }, []],
      [{ coverage: ['full'] }, [e.ete]],
      [{ coverage: ['partly'] }, [e.harbour]],
      [{ coverage: ['notOpened', 'partly'] }, [e.harbour, e.ondes]],
      [{ unpublished: true }, [e.ete]],
      [{ unpublished: false }, [e.harbour, e.ondes]],
      [{ firstFilm: false, schoolFilm: false, coverage: ['notOpened'] }, [e.ondes]],
    ];
    for (const [filter, expected] of cases) {
      const page = await inbox(filter);
      expect(ids(page), JSON.stringify(filter)).toEqual(sorted(...expected));
      expect(page.total, JSON.stringify(filter)).toBe(expected.length);
    }
  });

  it('searches titles and directors ignoring accents and case', async () => {
    const cases: [string, { IdInscription: number }[]][] = [
      ['ete a paris', [e.ete]],
      ["L'ÉTÉ", [e.ete]],
      ['summer', [e.ete]],
      ['PORTUS', [e.harbour]],
      ['eric rohmer', [e.ete]],
      ['ROHMÉR', [e.ete]],
      ['agnes', [e.harbour]],
      ['marker', [e.harbour]],
      ['ondes', [e.ondes]],
      ['harbour lights elsewhere', []],
      // A search term never spans two titles.
      ['paris summer', []],
      ['%', []],
      ['_', []],
    ];
    for (const [search, expected] of cases)
      expect(ids(await inbox({ search })), search).toEqual(sorted(...expected));
  });

  it('sorts by each key both ways, with a stable order and pages', async () => {
    expect(titles(await inbox({ sort: 'title' }))).toEqual(['Harbour Lights', "L'Été à Paris", 'Ondes']);
    expect(titles(await inbox({ sort: 'title', descending: true }))).toEqual([
      'Ondes',
      "L'Été à Paris",
      'Harbour Lights',
    ]);
    expect(titles(await inbox({ sort: 'duration' }))).toEqual(["L'Été à Paris", 'Ondes', 'Harbour Lights']);
    expect(titles(await inbox({ sort: 'status', descending: true }))[0]).toBe("L'Été à Paris");
    // Andorra (the films' created country), Belgium, France.
    expect(titles(await inbox({ sort: 'country' }))).toEqual(['Ondes', 'Harbour Lights', "L'Été à Paris"]);
    const bySection = await inbox({ sort: 'section' });
    expect(bySection.items.map((item) => item.IdCampagneSection)).toEqual([
      f.sectionIds[0],
      f.sectionIds[0],
      f.sectionIds[1],
    ]);
    const numbers = (await inbox({ sort: 'number' })).items.map((item) => item.Numero as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // All sent at the same instant: the id breaks the tie, newest first by default.
    expect(ids(await inbox()).reverse()).toEqual((await inbox()).items.map((item) => item.IdInscription));
    for (const sort of [
      'submitted',
      'title',
      'duration',
      'country',
      'status',
      'section',
      'number',
    ] as const) {
      for (const descending of [false, true]) {
        const whole = (await inbox({ sort, descending })).items.map((item) => item.IdInscription);
        const paged: number[] = [];
        for (let skip = 0; skip < 3; skip++) {
          const one = await inbox({ sort, descending }, { skip, take: 10 });
          paged.push(...one.items.slice(0, 1).map((item) => item.IdInscription));
        }
        expect(paged, `${sort} ${descending}`).toEqual(whole);
      }
    }
  });

  it('pages with the total, past the end too, and refuses other page sizes', async () => {
    const past = await inbox({}, { skip: 30, take: 10 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
    for (const take of [10, 30, 50, 100]) expect((await inbox({}, { take })).items).toHaveLength(3);
    const refused = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/20`, {});
    expect(refused.statusCode).toBe(400);
  });

  it('is the same for a programmer, and 404 for anyone else', async () => {
    expect(ids(await inbox({}, { who: f.programmer }))).toEqual(sorted(e.ete, e.harbour, e.ondes));
    for (const who of [f.outsider, f.ada, f.bob]) {
      const response = await f.call(who, 'POST', `festivals/${f.festivalId}/entries/filter/0/30`, {});
      expect(response.statusCode).toBe(404);
    }
    const unknown = await f.call(f.manager, 'POST', `festivals/999999/entries/filter/0/30`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('follows a removed member at once', async () => {
    await f.database.db.execute(
      sql`delete from "membre_festival" where "IdCompte" = ${f.accountIds.programmer} and "IdFestival" = ${f.festivalId}`,
    );
    const response = await f.call(f.programmer, 'POST', `festivals/${f.festivalId}/entries/filter/0/30`, {});
    expect(response.statusCode).toBe(404);
    await f.database.db.execute(
      sql`insert into "membre_festival" ("IdCompte", "IdFestival", "Role") values (${f.accountIds.programmer}, ${f.festivalId}, 'programmer')`,
    );
  });
});
