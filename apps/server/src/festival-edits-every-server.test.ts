import { fileURLToPath } from 'node:url';
import type { Database } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOW } from './test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from './test/test-accounts.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { verifyCall } from './user-api/festivals/verify-call.ts';
import { readyFilm } from './user-api/submissions/submission-test-steps.ts';

/**
 * Two app servers on one database (issue 33), each with its own caches, warmed before the edit:
 * a manager's profile edit through the first shows within a second through the second on the
 * public page, the directory's cards and lists, the server-rendered page (whose data the
 * JSON-LD is built from), the sitemap and the eligibility engine's film panel; a new call shows
 * there only once the operator verified it. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const WEB_DIST = fileURLToPath(new URL('./test/fixtures/web-dist-ssr', import.meta.url));
const NEW_NAME = 'Zanzibar Lantern Shorts';

let database: Database;
let first: TestApp;
let second: TestApp;
let festivalId: number;
let manager: Signed;
let filmmaker: Signed;
let filmId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  const server = () =>
    createTestApp({
      database,
      now: () => NOW,
      env: { WEB_DIST, PUBLIC_URL: 'https://shortlist.example', FESTIVAL_CHANGES_INTERVAL_MS: '100' },
    });
  [first, second] = await Promise.all([server(), server()]);
  // A festival with an open call: the film panel lists its sections.
  const { rows } = await database.db.execute<{ IdFestival: number }>(sql`
    select c."IdFestival" from "campagne" c join "campagne_section" cs on cs."IdCampagne" = c."Id"
    where c."StatutCampagne" = 'open' order by c."IdFestival" limit 1`);
  festivalId = Number(rows[0]?.IdFestival);
  const managerId = await insertAccount({ database }, 'manager@example.com');
  await database.db
    .insert(membreFestival)
    .values({ IdCompte: managerId, IdFestival: festivalId, Role: 'manager' });
  await insertAccount({ database }, 'ada@example.com');
  manager = await signInAs(first.app, 'manager@example.com');
  filmmaker = await signInAs(second.app, 'ada@example.com');
  filmId = await readyFilm(second, filmmaker, 'Lanterns');
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
});

/** What the second server shows of the festival, through each of its caches. */
async function seenBySecond() {
  const app = second.app;
  const get = (url: string) => app.inject({ url, headers: { culture: 'en' } });
  const page = (await get(`/api/public/festivals/${festivalId}`)).json();
  const directory = (
    await app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter/0/12',
      headers: { culture: 'en' },
      payload: { Search: NEW_NAME },
    })
  ).json();
  const newCalls = (await get('/api/public/festivals/new-call')).json() as { Id: number; Nom: string }[];
  const rendered = (await get(`/en/festivals?festival=${festivalId}`)).body;
  const sitemap = (await get('/sitemap.xml')).body;
  const panel = (
    await app.inject({
      method: 'POST',
      url: `/api/compare-film-section/by-film/${filmId}`,
      headers: filmmaker.headers,
      payload: { search: NEW_NAME, tab: 'ineligible' },
    })
  ).json();
  const counts = panel.counts as Record<string, number>;
  return {
    page: { Nom: page.Nom, Presentation: page.Presentation },
    directory: (directory.items as { Nom: string }[]).map((card) => card.Nom),
    newCall: newCalls.find((card) => card.Id === festivalId)?.Nom ?? null,
    rendered: rendered.includes(`<h1>${NEW_NAME}</h1>`),
    sitemap: sitemap.includes(festivalSmartName(festivalId, NEW_NAME)),
    panel: Object.values(counts).reduce((a, b) => a + b, 0) > 0,
  };
}

it("shows a manager's edit on another server within a second", async () => {
  const before = await seenBySecond();
  expect(before.page.Nom).not.toBe(NEW_NAME);
  expect(before).toMatchObject({ directory: [], rendered: false, sitemap: false, panel: false });

  const profile = (
    await first.app.inject({
      url: `/api/festival-space/festivals/${festivalId}/profile`,
      headers: manager.headers,
    })
  ).json() as FestivalProfile;
  const { IdFestival, ShortName, languages, timeZone, ...values } = profile;
  const saved = await first.app.inject({
    method: 'PUT',
    url: `/api/festival-space/festivals/${festivalId}/profile`,
    headers: manager.headers,
    payload: { ...values, Nom: NEW_NAME, Presentation: { en: 'Lanterns by the sea.' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const savedAt = Date.now();

  // The page, asked again and again: it changes once the second server saw the new version.
  const name = async () =>
    (
      await second.app.inject({ url: `/api/public/festivals/${festivalId}`, headers: { culture: 'en' } })
    ).json().Nom;
  while ((await name()) !== NEW_NAME && Date.now() - savedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(Date.now() - savedAt).toBeLessThan(1_000);
  // Every cache forgot the festival at that moment.
  expect(await seenBySecond()).toEqual({
    page: { Nom: NEW_NAME, Presentation: 'Lanterns by the sea.' },
    directory: [NEW_NAME],
    newCall: before.newCall === null ? null : NEW_NAME,
    rendered: true,
    sitemap: true,
    panel: true,
  });
});

it("shows a manager's new section question on another server within a second", async () => {
  const { rows } = await database.db.execute<{ IdCampagne: number; Id: number }>(sql`
    select cs."IdCampagne", cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where c."IdFestival" = ${festivalId} and c."StatutCampagne" = 'open' order by cs."Id" limit 1`);
  const { IdCampagne, Id: IdCampagneSection } = rows[0] as { IdCampagne: number; Id: number };
  const wording = 'Was the film shot by the sea?';
  /** The second server's festival page: the section's question wordings (its cache warmed by the first read). */
  const asked = async () => {
    const page = (
      await second.app.inject({ url: `/api/public/festivals/${festivalId}`, headers: { culture: 'en' } })
    ).json() as { sections: { IdCampagneSection: number; questions: { Libelle: string }[] }[] };
    const section = page.sections.find((s) => s.IdCampagneSection === Number(IdCampagneSection));
    return (section?.questions ?? []).map((q) => q.Libelle);
  };
  expect(await asked()).not.toContain(wording);
  const saved = await first.app.inject({
    method: 'POST',
    url: `/api/festival-space/festivals/${festivalId}/calls/${IdCampagne}/sections/${IdCampagneSection}/questions`,
    headers: manager.headers,
    payload: {
      Type: 'blocking',
      Libelle: { en: wording },
      Texte: { en: 'This section takes seaside films only.' },
      IsDemandeCheck: false,
      Choix: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const savedAt = Date.now();
  while (!(await asked()).includes(wording) && Date.now() - savedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await asked()).toContain(wording);
  expect(Date.now() - savedAt).toBeLessThan(1_000);
});

it('keeps the verified edition public until the new call is verified, then shows it on another server within a second', async () => {
  const [current] = (
    await database.db.execute<{ AnneeEdition: number }>(sql`
      select "AnneeEdition" from "campagne" where "IdFestival" = ${festivalId} order by "AnneeEdition" desc limit 1`)
  ).rows;
  const previous = Number(current?.AnneeEdition);
  const day = 86_400_000;
  const { rows } = await database.db.execute<{ Id: number }>(sql`
    insert into "campagne" ("IdFestival", "AnneeEdition", "StatutCampagne", "OuvertureCampagne", "FermetureCampagne")
    values (${festivalId}, ${previous + 1}, 'preparation', ${new Date(NOW.getTime() - day).toISOString()},
      ${new Date(NOW.getTime() + 60 * day).toISOString()})
    returning "Id"`);
  const callId = Number(rows[0]?.Id);
  /** The edition the second server shows on the public page and the directory card. */
  const shown = async () => {
    const get = (url: string) => second.app.inject({ url, headers: { culture: 'en' } });
    const page = (await get(`/api/public/festivals/${festivalId}`)).json() as {
      campaign: { AnneeEdition: number } | null;
    };
    const cards = (
      await second.app.inject({
        method: 'POST',
        url: '/api/public/festivals/filter/0/12',
        headers: { culture: 'en' },
        payload: { Search: NEW_NAME },
      })
    ).json().items as { Id: number; AnneeEdition: number | null }[];
    return {
      page: page.campaign?.AnneeEdition ?? null,
      card: cards.find((c) => c.Id === festivalId)?.AnneeEdition,
    };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  // In preparation, then waiting for verification: the public keeps the verified edition, and
  // the film panel still judges against its sections.
  await settle();
  expect(await shown()).toEqual({ page: previous, card: previous });
  const asked = await first.app.inject({
    method: 'POST',
    url: `/api/festival-space/festivals/${festivalId}/calls/${callId}/verification-request`,
    headers: manager.headers,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  await settle();
  expect(await shown()).toEqual({ page: previous, card: previous });
  const panel = (
    await second.app.inject({
      method: 'POST',
      url: `/api/compare-film-section/by-film/${filmId}`,
      headers: filmmaker.headers,
      payload: { search: NEW_NAME, tab: 'ineligible' },
    })
  ).json().counts as Record<string, number>;
  expect(Object.values(panel).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  await verifyCall(database.db, {
    callId,
    outcome: 'accepted',
    reason: null,
    operator: 'test',
    now: NOW,
    publicUrl: 'https://shortlist.example',
  });
  const verifiedAt = Date.now();
  while ((await shown()).page !== previous + 1 && Date.now() - verifiedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(Date.now() - verifiedAt).toBeLessThan(1_000);
  expect(await shown()).toEqual({ page: previous + 1, card: previous + 1 });
});
