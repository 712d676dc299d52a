import type { Db } from '@shortlist/db/client';
import { panierArticle } from '@shortlist/db/schema/orders';
import { eq, sql } from 'drizzle-orm';
import { basketCount } from './basket-count.ts';

/**
 * `GET inscriptions/panier`: what waits in the account's basket. `count` (the header badge,
 * issue 15) is the entries plus the stamp booklets and SuperStamps, each line by its quantity as
 * the basket shows it; `entries` the entries alone (the panel's "your basket holds N entries").
 * Read one after the other: inside a transaction both share one connection.
 */
export async function basketTotal(
  db: Db,
  options: { accountId: number },
): Promise<{ count: number; entries: number }> {
  const entries = await basketCount(db, options);
  const [row] = await db
    .select({ items: sql<number>`coalesce(sum(${panierArticle.Quantite}), 0)::int` })
    .from(panierArticle)
    .where(eq(panierArticle.IdCompte, options.accountId));
  return { count: entries + Number(row?.items ?? 0), entries };
}
