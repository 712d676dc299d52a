import type { Db } from '@shortlist/db/client';
import { basketCount } from './basket-count.ts';

/**
 * `GET inscriptions/panier`: what waits in the account's basket. `count` is the header badge,
 * spec §2 "cart (entry-count badge)": the entries alone, as `entries` (the panel's "your basket
 * holds N entries"); stamp booklets and SuperStamps are not entries (docs/decisions.md, issue 32).
 */
export async function basketTotal(
  db: Db,
  options: { accountId: number },
): Promise<{ count: number; entries: number }> {
  const entries = await basketCount(db, options);
  return { count: entries, entries };
}
