import type { Database } from '@shortlist/db/client';
import { evenement } from '@shortlist/db/schema/campaigns';
import { inscription } from '@shortlist/db/schema/submissions';
import type { EligibilityCellAnswer, SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createSubmissionsTestApp,
  itemOf,
  readyFilm,
  type SubmissionsTestApp,
} from './submission-test-steps.ts';

// The submissions page's call (`inscriptions/filter`) on the demo catalogue at NOW: ada puts two
// entries of one film in the basket, then the page lists, filters and searches them.

let app: SubmissionsTestApp;
let database: Database;
let t: TestApp;
let ada: Signed;
let bob: Signed;
let filmId: number;
let entries: { IdInscription: number; IdCampagneSection: number }[];
const DAY = 86_400_000;

function call(who: Signed, url: string, payload?: object, culture = 'en') {
  return t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/${url}`,
    headers: { ...who.headers, culture },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function list(who: Signed, body: object = {}, culture = 'en'): Promise<SubmissionListItem[]> {
  const response = await call(who, 'inscriptions/filter', body, culture);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: SubmissionListItem[] }).items;
}

/** Two eligible open sections of two festivals, neither protected nor asking questions. */
async function twoPlainSections(id: number): Promise<EligibilityCellAnswer[]> {
  const festivals = await database.db.execute<{ IdFestival: number }>(
    sql`select distinct "IdFestival" from "campagne" where "StatutCampagne" = 'open' order by 1`,
  );
  const plain = await database.db.execute<{ Id: number }>(
    sql`select cs."Id" from "campagne_section" cs where cs."MotDePasseHash" is null
      and not exists (select 1 from "critere_additionnel" q where q."IdCampagneSection" = cs."Id")`,
  );
  const plainIds = new Set(plain.rows.map((r) => r.Id));
  const found: EligibilityCellAnswer[] = [];
  for (const { IdFestival } of festivals.rows) {
    const response = await call(ada, 'compare-film-section', { IdFestival, IdFilm: id });
    const cells = (response.json() as { results: EligibilityCellAnswer[] }).results;
    const cell = cells.find((c) => c.status === 'eligible' && plainIds.has(c.IdCampagneSection));
    if (cell) found.push(cell);
    if (found.length === 2) return found;
  }
  throw new Error('the demo catalogue has fewer than two plain eligible sections');
}

beforeAll(async () => {
  app = await createSubmissionsTestApp();
  ({ t, database, ada, bob } = app);
  filmId = await readyFilm(t, ada, 'Le Rayon Vert');
  entries = [];
  for (const cell of await twoPlainSections(filmId)) {
    const added = await call(ada, `inscriptions/by-film/${filmId}`, {
      idFilm: filmId,
      items: [await itemOf(database, cell.IdCampagneSection)],
    });
    expect(added.statusCode, added.body).toBe(201);
    const [IdInscription] = (added.json() as { IdsInscription: number[] }).IdsInscription;
    entries.push({ IdInscription: IdInscription!, IdCampagneSection: cell.IdCampagneSection });
  }
});
afterAll(() => app.close());

describe('the submissions page (inscriptions/filter)', () => {
  it("lists the account's entries as unfinished, with their film, festival and section, and never another account's", async () => {
    const items = await list(ada);
    expect(items.map((i) => i.IdInscription).sort()).toEqual(entries.map((e) => e.IdInscription).sort());
    for (const item of items) {
      expect(item).toMatchObject({
        IdFilm: filmId,
        filmTitle: 'Le Rayon Vert',
        Statut: SUBMISSION_STATUS.notFinished,
        numero: null,
        isPaiementAttente: false,
        isExpired: false,
        submitDate: null,
      });
      expect(item.festivalName).not.toBe('');
      expect(item.sectionLabel).not.toBe('');
    }
    expect(await list(bob)).toEqual([]);
    expect(await list(bob, { search: 'rayon' })).toEqual([]);
  });

  it("names the section as the festival page does, in the request's language", async () => {
    const [item] = await list(ada, {}, 'fr');
    const page = await call(ada, `public/festivals/${item!.IdFestival}`, undefined, 'fr');
    const sections = (page.json() as { sections: { IdCampagneSection: number; Libelle: string }[] }).sections;
    const shown = sections.find((s) => s.IdCampagneSection === item!.IdCampagneSection);
    expect(item!.sectionLabel).toBe(shown!.Libelle);
  });

  it('keeps only the statuses of the mask, flags combined', async () => {
    const [sent, waiting] = entries;
    const submitted = new Date(NOW.getTime() - DAY);
    await database.db
      .update(inscription)
      .set({
        Statut: SUBMISSION_STATUS.sent,
        StatutPublie: SUBMISSION_STATUS.sent,
        Numero: 42,
        DateSoumission: submitted,
      })
      .where(eq(inscription.Id, sent!.IdInscription));

    const sentOnly = await list(ada, { statuses: SUBMISSION_STATUS.sent });
    expect(sentOnly).toHaveLength(1);
    expect(sentOnly[0]).toMatchObject({
      IdInscription: sent!.IdInscription,
      numero: 42,
      submitDate: submitted.toISOString(),
    });
    const unfinished = await list(ada, { statuses: SUBMISSION_STATUS.notFinished });
    expect(unfinished.map((i) => i.IdInscription)).toEqual([waiting!.IdInscription]);
    expect(
      await list(ada, { statuses: SUBMISSION_STATUS.sent | SUBMISSION_STATUS.notFinished }),
    ).toHaveLength(2);
    expect(await list(ada, { statuses: SUBMISSION_STATUS.awarded | SUBMISSION_STATUS.cancelled })).toEqual(
      [],
    );
    expect(await list(ada, { statuses: 0 })).toHaveLength(2);
  });

  it('searches film title, festival name and section label without regard to accents or case', async () => {
    const [first] = await list(ada);
    expect(await list(ada, { search: 'RAYÓN vert' })).toHaveLength(2);
    const byFestival = await list(ada, { search: first!.festivalName.toUpperCase() });
    expect(byFestival.map((i) => i.IdFestival)).toContain(first!.IdFestival);
    const bySection = await list(ada, {
      search: first!.sectionLabel.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
    });
    expect(bySection.map((i) => i.IdInscription)).toContain(first!.IdInscription);
    expect(await list(ada, { search: 'no film, festival or section is called this' })).toEqual([]);
  });

  it("gives the section's result date, and marks an unfinished entry expired once its section has closed", async () => {
    const waiting = (await list(ada, { statuses: SUBMISSION_STATUS.notFinished }))[0]!;
    const resultAt = new Date(NOW.getTime() + 90 * DAY);
    await database.db.delete(evenement).where(eq(evenement.IdCampagneSection, waiting.IdCampagneSection));
    await database.db.insert(evenement).values([
      {
        IdCampagneSection: waiting.IdCampagneSection,
        Type: 'closing',
        DateEvent: new Date(NOW.getTime() - 2 * DAY),
        Prix: 0,
        Ordre: 1,
      },
      {
        IdCampagneSection: waiting.IdCampagneSection,
        Type: 'result',
        DateEvent: resultAt,
        Prix: 0,
        Ordre: 2,
      },
    ]);
    const [after] = (await list(ada)).filter((i) => i.IdInscription === waiting.IdInscription);
    expect(after).toMatchObject({ isExpired: true, resultDate: resultAt.toISOString() });
    // The sent entry of the other section is never expired: the festival has it.
    const sent = await list(ada, { statuses: SUBMISSION_STATUS.sent });
    expect(sent[0]!.isExpired).toBe(false);
  });

  it('refuses a malformed filter with a 400 and a code', async () => {
    for (const body of [{ statuses: 256 }, { statuses: -1 }, { search: 'x'.repeat(201) }, { other: 1 }]) {
      const response = await call(ada, 'inscriptions/filter', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBeTruthy();
    }
  });
});
