import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { inArray } from 'drizzle-orm';

/** Festivals' names by id, for the order service's invoices (one query). */
export async function loadFestivalNames(
  db: Db,
  options: { ids: readonly number[] },
): Promise<Map<number, string>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db
    .select({ Id: festival.Id, Nom: festival.Nom })
    .from(festival)
    .where(inArray(festival.Id, [...options.ids]));
  return new Map(rows.map((row) => [row.Id, row.Nom]));
}
