import { campagne } from '@shortlist/db/schema/campaigns';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { loadOracle, type OracleFestival } from './directory-oracle.ts';
import { type DraftOver, insertUnverifiedEditions } from './directory-test-catalogue.ts';

/*
 * A call is public once verified (docs/decisions.md): a newer call in preparation or waiting for
 * verification leaves the festival's verified edition on its card, in the oracle alike, and a
 * festival whose only call is a draft shows none, on its page too. directory.test.ts runs every
 * filter and order with such drafts in the catalogue.
 */

let t: FestivalTestApp;
let drafts: DraftOver[] = [];
let rows: OracleFestival[] = [];
beforeAll(async () => {
  t = await createFestivalTestApp();
  drafts = await insertUnverifiedEditions(t.database.db, NOW);
  rows = await loadOracle(t.database.db);
}, 60_000);
afterAll(() => t.close());

async function cards(): Promise<FestivalCard[]> {
  const page = (skip: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/festivals/filter/${skip}/50`,
      headers: { culture: 'en' },
      payload: {},
    });
  return [...(await page(0)).json().items, ...(await page(50)).json().items];
}

it('shows the verified edition while a newer call waits for verification', async () => {
  const all = await cards();
  for (const draft of drafts) {
    const card = all.find((c) => c.Id === draft.IdFestival);
    expect(card).toMatchObject({ AnneeEdition: draft.AnneeEdition, StatutCampagne: draft.status });
    expect(rows.find((r) => r.Id === draft.IdFestival)?.campaign?.AnneeEdition).toBe(draft.AnneeEdition);
  }
  expect(
    all.some((c) => c.StatutCampagne === 'preparation' || c.StatutCampagne === 'verification-requested'),
  ).toBe(false);
});

it('shows no call for a festival whose only call is not verified, on its card and its page', async () => {
  const calls = await t.database.db.select().from(campagne);
  const onlyDraft = (await cards()).find((card) =>
    calls
      .filter((c) => c.IdFestival === card.Id)
      .every((c) => c.StatutCampagne === 'preparation' || c.StatutCampagne === 'verification-requested'),
  );
  expect(onlyDraft).toMatchObject({ AnneeEdition: null, StatutCampagne: null });
  const page = await t.app.inject({
    url: `/api/public/festivals/${onlyDraft?.Id}`,
    headers: { culture: 'en' },
  });
  expect(page.json()).toMatchObject({ campaign: null, sections: [] });
});

it("keeps a draft call's section criteria and questions from the public (404)", async () => {
  const { rows: draftSections } = await t.database.db.execute<{ Id: number }>(sql`
    select s."Id" from campagne_section s join campagne c on c."Id" = s."IdCampagne"
    where c."StatutCampagne" in ('preparation', 'verification-requested') order by s."Id" limit 1`);
  const id = draftSections[0]?.Id;
  expect(id).toBeDefined();
  for (const path of ['criteres', 'criteres-additionnels']) {
    const answer = await t.app.inject({
      url: `/api/public/sections/${id}/${path}`,
      headers: { culture: 'en' },
    });
    expect(answer.statusCode, path).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
  }
});
