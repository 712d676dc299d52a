import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { codeFestival, codeFestivalUtilisation } from '@shortlist/db/schema/festival-codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countOrders, placeAllAtOnce, signInRacers } from '../../test/order-race.ts';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { createFestivalCode } from './create-festival-code.ts';

/**
 * Issue 33 "Done when": a waiver with one use raced by ten baskets is used once. On a real HTTP
 * server (and PostgreSQL with TEST_DATABASE_URL), ten filmmakers put the same one-use free code
 * on an entry of their basket (nothing is counted yet), then all place their order at once. The
 * use is one conditional UPDATE in the placing transaction: exactly one order is placed with the
 * fee waived; the nine others are refused whole (FESTIVAL_CODE_USED_UP, no order written) and the
 * code ends at 1 use of 1.
 */
const N = 10;
let o: OrderTest;
let base: string;
let customers: Customer[];

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
  customers = await signInRacers(o, N, 'filmmaker');
});
afterAll(() => o.close());

it('lets exactly one of 10 baskets paying at once use a one-use waiver', async () => {
  const section = (await o.openSections()).paid[0]!;
  const [owner] = await o.database.db
    .select({ IdFestival: campagne.IdFestival })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(eq(campagneSection.Id, section.Id));
  await createFestivalCode(o.database.db, {
    festivalId: owner!.IdFestival,
    request: {
      code: 'ONLYONE',
      IdCampagneSection: section.Id,
      kind: 'free',
      maxUses: 1,
      until: '2030-01-01',
    },
    now: NOW,
  });
  for (const who of customers) {
    await o.saveBilling(who);
    const IdFilm = await o.insertFilm(who.Id);
    const [IdInscription] = await o.putEntries(who.Id, [{ IdFilm, IdCampagneSection: section.Id }]);
    const applied = await o.call(who, 'PUT', `customer/${who.Id}/basket/festival-code`, {
      IdInscription,
      code: 'onlyone',
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }

  const { statuses, bodies } = await placeAllAtOnce<{
    code?: string;
    order?: { lines: { kind: string; netCents: number }[] };
  }>(base, customers);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
  for (const [index, body] of bodies.entries()) {
    if (statuses[index] === 409) expect(body.code).toBe('FESTIVAL_CODE_USED_UP');
    else expect(body.order?.lines.find((l) => l.kind === 'entryFee')?.netCents).toBe(0);
  }

  const [row] = await o.database.db.select().from(codeFestival).where(eq(codeFestival.Code, 'ONLYONE'));
  expect(row?.Utilisations).toBe(1);
  const [uses] = await o.database.db
    .select({ n: count() })
    .from(codeFestivalUtilisation)
    .where(eq(codeFestivalUtilisation.IdCode, row!.Id));
  expect(uses?.n).toBe(1);
  expect(await countOrders(o, customers)).toBe(1);
});
