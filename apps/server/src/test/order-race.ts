import { commande } from '@shortlist/db/schema/orders';
import { count, inArray } from 'drizzle-orm';
import type { OrderTest } from './order-steps.ts';
import type { Customer } from './order-test-app.ts';
import { insertAccount, signInAs } from './test-accounts.ts';

/**
 * The two ends of a race on the order API, as the coupon and festival-code races run it: many
 * customers signed in, each basket readied one by one (nothing counted yet), then every order
 * placed at once on a real HTTP server; what was written is counted afterwards.
 */

/** `n` new accounts `<prefix><i>@example.com`, each signed in. */
export async function signInRacers(o: OrderTest, n: number, prefix: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < n; i += 1) {
    const login = `${prefix}${i}@example.com`;
    const Id = await insertAccount(o.t, login);
    customers.push({ Id, login, signed: await signInAs(o.t.app, login) });
  }
  return customers;
}

/** Every customer places their basket by card at the same moment: each answer's status and body. */
export async function placeAllAtOnce<Body>(
  base: string,
  customers: Customer[],
): Promise<{ statuses: number[]; bodies: Body[] }> {
  const responses = await Promise.all(
    customers.map((who) =>
      fetch(`${base}/order-api/customer/orders/place`, {
        method: 'POST',
        headers: { ...who.signed.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Id: who.Id, method: 'creditCard', acceptTerms: true }),
      }),
    ),
  );
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<Body>));
  return { statuses: responses.map((r) => r.status), bodies };
}

/** How many orders these customers have, whatever their state. */
export async function countOrders(o: OrderTest, customers: Customer[]): Promise<number> {
  const [orders] = await o.database.db
    .select({ n: count() })
    .from(commande)
    .where(
      inArray(
        commande.IdCompte,
        customers.map((c) => c.Id),
      ),
    );
  return orders?.n ?? 0;
}
