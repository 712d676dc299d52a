import { aideRessource } from '@shortlist/db/schema/help';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { createTestDatabase } from '@shortlist/db/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The help's calls of issue 36 swept signed in (a real category in the path, so hostile values
 * reach the use cases) and the operator's save-help-resource command with the token: a 4xx with a
 * code each, and no resource, label or text written.
 */
const TOKEN = 'operator-token-for-help-sweep-0123456789';
let t: TestApp;
let ada: Signed;
const owned = { id: '10', category: '10' };

beforeAll(async () => {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW, env: { OPERATOR_TOKEN: TOKEN } });
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

async function counts() {
  const db = t.database.db;
  return {
    resources: await db.select().from(aideRessource),
    labels: (await db.select({ n: count() }).from(tradLibelle))[0]?.n,
    texts: (await db.select({ n: count() }).from(tradTexte))[0]?.n,
  };
}

it('answers hostile values to the help calls with a 4xx and a code', async () => {
  const { operations, failures } = await sweepOwnedOperations({
    app: t.app,
    headers: ada.headers,
    select: (id) => /^GET \/api\/help\//.test(id),
    owned,
  });
  expect(operations.sort()).toEqual([
    'GET /api/help/categorie',
    'GET /api/help/categorie/{id}/articles',
    'GET /api/help/categorie/{id}/ressources',
    'GET /api/help/recherche',
  ]);
  expect(failures).toEqual([]);
});

it('answers hostile values to save-help-resource with a 4xx and a code, writing nothing', async () => {
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: t.app,
    headers: { authorization: `Bearer ${TOKEN}` },
    prefixes: ['/operator-api/'],
    select: (id) => id.endsWith('/save-help-resource'),
    owned,
  });
  expect(operations).toEqual(['POST /operator-api/commands/save-help-resource']);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
