import { fileURLToPath } from 'node:url';
import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOW } from './test/festival-test-app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Two app servers on one database (issue 35), caches warmed before the edit: a content block and a
 * country's name written on one (here by SQL, as the operator command and a seed do: the
 * database's triggers move the version whoever writes, migration 0038) show within a second on
 * the other: the server-rendered content page's data, the countries' dictionary and the festival page's
 * country name (`reference-labels.ts`, which stayed stale until a restart). On PGlite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */

const WEB_DIST = fileURLToPath(new URL('./test/fixtures/web-dist-ssr', import.meta.url));
const NEW_BLOCK = 'Entries reach festivals the minute they are paid.';
const NEW_COUNTRY = 'Freedonia';

let database: Database;
let first: TestApp;
let second: TestApp;
let festivalId: number;
let countryIso: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  const server = () =>
    createTestApp({
      database,
      now: () => NOW,
      env: { WEB_DIST, PUBLIC_URL: 'https://shortlist.example', FESTIVAL_CHANGES_INTERVAL_MS: '100' },
    });
  [first, second] = await Promise.all([server(), server()]);
  const { rows } = await database.db.execute<{ IdFestival: number; Iso2: string }>(sql`
    select f."Id" as "IdFestival", p."Iso2" from festival f
    join adresse a on a."Id" = f."IdAdresse" join pays p on p."Id" = a."IdPays"
    order by f."Id" limit 1`);
  festivalId = Number(rows[0]?.IdFestival);
  countryIso = String(rows[0]?.Iso2);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
});

async function seenBySecond() {
  const get = (url: string) => second.app.inject({ url, headers: { culture: 'en' } });
  const content = (await get('/en/how-it-works?content=howItWorks')).body;
  const countries = (await get('/api/pays/dico')).json() as Array<{ Libelle?: string; Iso2?: string }>;
  const festival = (await get(`/api/public/festivals/${festivalId}`)).body;
  return {
    content: content.includes(NEW_BLOCK),
    dictionary: JSON.stringify(countries).includes(NEW_COUNTRY),
    festivalPage: festival.includes(NEW_COUNTRY),
  };
}

it("shows a content page's and a country's edit on another server within a second", async () => {
  expect(await seenBySecond()).toEqual({ content: false, dictionary: false, festivalPage: false });

  await first.database.db.transaction(async (tx) => {
    await tx.execute(sql`
      update web_bloc set "Contenu" = ${`<p>${NEW_BLOCK}</p>`}
      where "Id" = (select b."Id" from web_bloc b join web_page p on p."Id" = b."IdPage"
        join langue l on l."Id" = p."IdLangue"
        where p."CleRoute" = 'howItWorks' and l."Iso2" = 'en' order by b."Id" limit 1)`);
    await tx.execute(sql`
      update trad_libelle t set "Libelle" = ${NEW_COUNTRY}
      from pays p, langue l
      where t."IdLibelle" = p."IdLibelle" and p."Iso2" = ${countryIso}
        and l."Id" = t."IdLangue" and l."Iso2" = 'en'`);
  });
  const savedAt = Date.now();
  // The dictionary, asked again and again (the cheapest answer): it changes once the second
  // server saw the new version, and every cache forgot at that moment.
  const dictionary = async () =>
    (await second.app.inject({ url: '/api/pays/dico', headers: { culture: 'en' } })).body.includes(
      NEW_COUNTRY,
    );
  while (!(await dictionary()) && Date.now() - savedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(Date.now() - savedAt).toBeLessThan(1_000);
  expect(await seenBySecond()).toEqual({ content: true, dictionary: true, festivalPage: true });
});
