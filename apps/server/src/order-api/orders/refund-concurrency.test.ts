import { commandeStatut, facture, factureCompteur, sandboxRemboursement } from '@shortlist/db/schema/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OrderTest } from '../../test/order-steps.ts';
import { stampBalance } from '../stamps/stamp-ledger.ts';
import { payMixedOrder } from './refund-test-order.ts';

/**
 * `refund-order` fired 10 times at once on a real HTTP server (and PostgreSQL with
 * TEST_DATABASE_URL): each run locks the order's row, so one refunds it and the nine others,
 * waiting on that lock, find it refunded and answer so. One set of credit notes, numbered without
 * a gap, one refund at the provider, the stamps debited once.
 */
const TOKEN = 'operator-token-for-refund-race-0123456789';
let o: OrderTest;
let base: string;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100000' } });
  base = await o.listen();
});
afterAll(() => o.close());

it('refunds once when the command runs 10 times at once', async () => {
  await o.saveBilling(o.ada);
  const order = await payMixedOrder(o, o.ada);
  const db = o.database.db;
  const [counterBefore] = await db.select().from(factureCompteur).where(eq(factureCompteur.Serie, 'CN'));
  const responses = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${base}/operator-api/commands/refund-order`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order: order.Id }),
      }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
  const answers = await Promise.all(
    responses.map((r) => r.json() as Promise<{ result: { refunded: boolean; creditNotes: string[] } }>),
  );
  expect(answers.filter((a) => a.result.refunded)).toHaveLength(1);
  const notes = await db
    .select()
    .from(facture)
    .where(and(eq(facture.IdCommande, order.Id), eq(facture.Kind, 'creditNote')));
  expect(notes).toHaveLength(order.invoices.length);
  const [counter] = await db.select().from(factureCompteur).where(eq(factureCompteur.Serie, 'CN'));
  expect(counter!.Dernier - (counterBefore?.Dernier ?? 0)).toBe(notes.length);
  expect(await db.select().from(sandboxRemboursement)).toHaveLength(1);
  expect(await stampBalance(db, { accountId: o.ada.Id })).toBe(0);
  const audit = await db
    .select()
    .from(commandeStatut)
    .where(and(eq(commandeStatut.IdCommande, order.Id), eq(commandeStatut.Vers, 'refunded')));
  expect(audit).toHaveLength(1);
});
