import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { ID_MAX } from '@shortlist/domain/fields/ids';
import { eq } from 'drizzle-orm';

/**
 * Whether a festival page has a festival behind it, from the URL's `{id}-{name}` part: the SPA
 * shell answers 404 for an unknown one, so crawlers do not index an empty page.
 */
export async function festivalExists(db: Db, urlId: string): Promise<boolean> {
  const digits = /^(\d{1,10})(?:-|$)/.exec(urlId)?.[1];
  const id = digits === undefined ? Number.NaN : Number(digits);
  if (!Number.isInteger(id) || id < 1 || id > ID_MAX) return false;
  const [row] = await db.select({ Id: festival.Id }).from(festival).where(eq(festival.Id, id)).limit(1);
  return row !== undefined;
}
