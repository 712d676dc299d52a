import { timbreMouvement, timbreSolde } from '@shortlist/db/schema/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/** `grant-stamps` through the operator API, on the demo database (and PostgreSQL with TEST_DATABASE_URL). */
const TOKEN = 'operator-token-for-grant-tests-0123456789';
let o: OrderTest;
beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN } });
}, 60_000);
afterAll(() => o.close());

const grant = (payload: object, token = TOKEN) =>
  o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/grant-stamps',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function ledgerRows(accountId: number): Promise<number> {
  const [row] = await o.database.db
    .select({ n: count() })
    .from(timbreMouvement)
    .where(eq(timbreMouvement.IdCompte, accountId));
  return row?.n ?? 0;
}

describe('grant-stamps', () => {
  it('credits the ledger with the reason, raises the balance and shows a free-stamp offer', async () => {
    const first = await grant({ account: o.ada.Id, count: 3, reason: 'Festival partnership' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ IdCompte: o.ada.Id, granted: 3, stampBalance: 3 });
    const second = await grant({ account: o.ada.Id, count: 2, reason: '  Sorry for the outage  ' });
    expect(second.json().result.stampBalance).toBe(5);

    const rows = await o.database.db
      .select()
      .from(timbreMouvement)
      .where(eq(timbreMouvement.IdCompte, o.ada.Id))
      .orderBy(timbreMouvement.Id);
    expect(rows.map((r) => [r.Delta, r.Motif, r.Note, r.IdCommande])).toEqual([
      [3, 'grant', 'Festival partnership', null],
      [2, 'grant', 'Sorry for the outage', null],
    ]);
    const [balance] = await o.database.db
      .select()
      .from(timbreSolde)
      .where(eq(timbreSolde.IdCompte, o.ada.Id));
    expect(balance?.Solde).toBe(5);

    const offers = await o.t.app.inject({ url: '/api/compte/offres-timbre', headers: o.ada.signed.headers });
    expect(offers.statusCode).toBe(200);
    expect(offers.json().stampBalance).toBe(5);
    expect(
      offers
        .json()
        .freeStamps.map((g: { stamps: number }) => g.stamps)
        .sort(),
    ).toEqual([2, 3]);
    // The reason is the operator's note, never shown to the filmmaker.
    expect(offers.body).not.toContain('outage');
    // Another account sees none of it.
    const bobs = await o.t.app.inject({ url: '/api/compte/offres-timbre', headers: o.bob.signed.headers });
    expect(bobs.json()).toEqual({ stampBalance: 0, freeStamps: [] });
  });

  it.each([
    ['no stamps', { count: 0 }, 'count'],
    ['more than 100', { count: 101 }, 'count'],
    ['a fraction', { count: 1.5 }, 'count'],
    ['a negative count', { count: -3 }, 'count'],
    ['an empty reason', { reason: '   ' }, 'reason'],
    ['a reason with control characters', { reason: 'a\u0000b' }, 'reason'],
    ['no account', { account: undefined }, 'account'],
    ['an account that is not an id', { account: 'ada' }, 'account'],
  ])('refuses %s and writes nothing', async (_, change, field) => {
    const before = await ledgerRows(o.bob.Id);
    const response = await grant({ account: o.bob.Id, count: 1, reason: 'Welcome', ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(
      response.json().fields.map((f: { path: string }) => f.path),
      response.body,
    ).toContain(field);
    expect(await ledgerRows(o.bob.Id)).toBe(before);
  });

  it('refuses an unknown account with a clear error and writes nothing', async () => {
    const [before] = await o.database.db.select({ n: count() }).from(timbreMouvement);
    const response = await grant({ account: 987_654, count: 5, reason: 'Welcome' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      fields: [{ path: 'account', code: 'UNKNOWN' }],
    });
    const [after] = await o.database.db.select({ n: count() }).from(timbreMouvement);
    expect(after?.n).toBe(before?.n);
    const [row] = await o.database.db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, 987_654));
    expect(row).toBeUndefined();
  });

  it('runs nothing without the operator token', async () => {
    const before = await ledgerRows(o.bob.Id);
    const response = await grant(
      { account: o.bob.Id, count: 5, reason: 'Welcome' },
      'not-the-token-at-all-xx',
    );
    expect(response.statusCode).toBe(401);
    expect(await ledgerRows(o.bob.Id)).toBe(before);
  });
});
