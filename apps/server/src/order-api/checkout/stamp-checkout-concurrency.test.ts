import { timbreMouvement, timbreSolde } from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/**
 * The stamp ledger under concurrency, on a real HTTP server (and PostgreSQL with
 * TEST_DATABASE_URL): 100 checkouts of one entry each race for the last 10 stamps. The debit is
 * one conditional UPDATE of the balance row inside the order's transaction, so exactly 10 orders
 * are placed, the other 90 are refused whole (nothing held, nothing written), and the balance
 * ends at 0, never below.
 */
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
});
afterAll(() => o.close());

it('lets exactly 10 of 100 simultaneous checkouts spend the last 10 stamps', async () => {
  const { free } = await o.openSections();
  const films = Math.ceil(100 / free.length);
  const pairs: { IdFilm: number; IdCampagneSection: number }[] = [];
  for (let f = 0; f < films; f += 1) {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: `Race ${f}` });
    for (const IdCampagneSection of free) if (pairs.length < 100) pairs.push({ IdFilm, IdCampagneSection });
  }
  const ids = await o.putEntries(o.ada.Id, pairs);
  expect(ids).toHaveLength(100);
  const formula = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.balance,
    SubmissionIds: ids,
  });
  expect(formula.statusCode, formula.body).toBe(200);
  await o.grantStamps(o.ada.Id, 10);

  const responses = await Promise.all(
    ids.map((id) =>
      fetch(`${base}/order-api/customer/orders/place`, {
        method: 'POST',
        headers: { ...o.ada.signed.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Id: o.ada.Id, method: 'balance', acceptTerms: true, SubmissionIds: [id] }),
      }),
    ),
  );
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ code?: string }>));
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(90);
  for (const [index, body] of bodies.entries()) {
    if (statuses[index] === 409) expect(body.code).toBe('STAMPS_INSUFFICIENT');
  }

  const [balance] = await o.database.db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, o.ada.Id));
  expect(balance?.Solde).toBe(0);
  const [ledger] = await o.database.db
    .select({ total: sum(timbreMouvement.Delta), rows: count() })
    .from(timbreMouvement)
    .where(eq(timbreMouvement.IdCompte, o.ada.Id));
  expect(Number(ledger?.total)).toBe(0);
  expect(ledger?.rows).toBe(11);
  const [sent] = await o.database.db
    .select({ n: count() })
    .from(inscription)
    .where(and(eq(inscription.IdCompte, o.ada.Id), eq(inscription.Statut, SUBMISSION_STATUS.sent)));
  expect(sent?.n).toBe(10);
  const [held] = await o.database.db
    .select({ n: count() })
    .from(inscription)
    .where(and(eq(inscription.IdCompte, o.ada.Id), eq(inscription.IsPaiementAttente, true)));
  expect(held?.n).toBe(0);
});
