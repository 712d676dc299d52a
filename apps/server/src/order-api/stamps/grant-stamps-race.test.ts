import { timbreMouvement, timbreSolde } from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';

/**
 * Grants racing with spending, on a real HTTP server (and PostgreSQL with TEST_DATABASE_URL):
 * an account with 5 stamps places 30 one-entry checkouts paid by stamps while an operator sends
 * 15 grants of one stamp at the same time. Both move the one balance row inside their
 * transaction, so no move is lost: every grant succeeds, the checkouts placed are exactly the
 * stamps there were (5 + granted - left), the balance equals the ledger's sum and never goes
 * below zero, and each refused checkout wrote nothing.
 */
const TOKEN = 'operator-token-for-grant-race-0123456789';
const CHECKOUTS = 30;
const GRANTS = 15;
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { RATE_LIMIT_PER_MINUTE: '100000', OPERATOR_TOKEN: TOKEN } });
  base = await o.listen();
}, 60_000);
afterAll(() => o.close());

it('loses no stamp when grants and checkouts paid by stamps run at once', async () => {
  const { free } = await o.openSections();
  const pairs: { IdFilm: number; IdCampagneSection: number }[] = [];
  for (let f = 0; pairs.length < CHECKOUTS; f += 1) {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: `Grant race ${f}` });
    for (const IdCampagneSection of free)
      if (pairs.length < CHECKOUTS) pairs.push({ IdFilm, IdCampagneSection });
  }
  const ids = await o.putEntries(o.ada.Id, pairs);
  const formula = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
    FormuleId: FORMULA_IDS.balance,
    SubmissionIds: ids,
  });
  expect(formula.statusCode, formula.body).toBe(200);
  await o.grantStamps(o.ada.Id, 5);

  const checkouts = ids.map((id) =>
    fetch(`${base}/order-api/customer/orders/place`, {
      method: 'POST',
      headers: { ...o.ada.signed.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ Id: o.ada.Id, method: 'balance', acceptTerms: true, SubmissionIds: [id] }),
    }),
  );
  const grants = Array.from({ length: GRANTS }, () =>
    fetch(`${base}/operator-api/commands/grant-stamps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account: o.ada.Id, count: 1, reason: 'Race' }),
    }),
  );
  const [placed, granted] = await Promise.all([Promise.all(checkouts), Promise.all(grants)]);

  expect(granted.map((r) => r.status)).toEqual(Array(GRANTS).fill(200));
  const statuses = placed.map((r) => r.status);
  expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  for (const response of placed.filter((r) => r.status === 409))
    expect(((await response.json()) as { code: string }).code).toBe('STAMPS_INSUFFICIENT');
  const sent = statuses.filter((s) => s === 201).length;
  expect(sent).toBeGreaterThanOrEqual(5);

  const [balance] = await o.database.db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, o.ada.Id));
  const left = balance?.Solde ?? -1;
  expect(left).toBeGreaterThanOrEqual(0);
  expect(sent).toBe(5 + GRANTS - left);
  const [ledger] = await o.database.db
    .select({ total: sum(timbreMouvement.Delta), rows: count() })
    .from(timbreMouvement)
    .where(eq(timbreMouvement.IdCompte, o.ada.Id));
  expect(Number(ledger?.total)).toBe(left);
  expect(ledger?.rows).toBe(1 + GRANTS + sent);
  const [entriesSent] = await o.database.db
    .select({ n: count() })
    .from(inscription)
    .where(and(eq(inscription.IdCompte, o.ada.Id), eq(inscription.Statut, SUBMISSION_STATUS.sent)));
  expect(entriesSent?.n).toBe(sent);
});
