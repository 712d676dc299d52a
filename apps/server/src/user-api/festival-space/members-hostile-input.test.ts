import { compte } from '@shortlist/db/schema/accounts';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { invitation } from '@shortlist/db/schema/invitations';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * The member and invitation calls swept as the festival's manager, with its own festival and a
 * member of it in the path, so hostile values reach the use cases instead of stopping at the
 * membership's 404: a 4xx with a code each, and no member, account or invitation written.
 */
let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const db = f.database.db;
  const [programmer] = await db
    .select({ Id: membreFestival.Id })
    .from(membreFestival)
    .where(
      and(eq(membreFestival.IdCompte, f.accountIds.programmer), eq(membreFestival.IdFestival, f.festivalId)),
    );
  const counts = async () => ({
    members: (await db.select({ n: count() }).from(membreFestival))[0]?.n,
    roles: await db.select({ Id: membreFestival.Id, Role: membreFestival.Role }).from(membreFestival),
    accounts: (await db.select({ n: count() }).from(compte))[0]?.n,
    invitations: (await db.select({ n: count() }).from(invitation))[0]?.n,
  });
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) =>
      /^\w+ \/api\/festival-space\/festivals(\/\{IdFestival\}\/(members|invitations).*)?$/.test(id),
    owned: { IdFestival: String(f.festivalId), IdMembre: String(programmer!.Id) },
  });
  expect(operations.sort()).toEqual([
    'DELETE /api/festival-space/festivals/{IdFestival}/members/{IdMembre}',
    'GET /api/festival-space/festivals',
    'GET /api/festival-space/festivals/{IdFestival}/invitations',
    'GET /api/festival-space/festivals/{IdFestival}/members',
    'POST /api/festival-space/festivals/{IdFestival}/invitations',
    'POST /api/festival-space/festivals/{IdFestival}/members',
    'PUT /api/festival-space/festivals/{IdFestival}/members/{IdMembre}',
  ]);
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
});
