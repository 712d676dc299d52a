import type { Db } from '@shortlist/db/client';
import { codeFestival } from '@shortlist/db/schema/festival-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * `POST festivals/{IdFestival}/codes/{IdCode}/disable` (managers): the code stops working at once
 * (baskets holding it are told, checkout refuses it); its uses stay counted and the orders already
 * placed with it keep their price. Disabling twice changes nothing; another festival's code is 404.
 */
export async function disableFestivalCode(
  db: Db,
  options: { festivalId: number; codeId: number; now: Date },
): Promise<void> {
  const { festivalId, codeId, now } = options;
  const [row] = await db
    .select({ Id: codeFestival.Id })
    .from(codeFestival)
    .where(and(eq(codeFestival.Id, codeId), eq(codeFestival.IdFestival, festivalId)));
  if (!row) throw new AppError('NOT_FOUND');
  await db
    .update(codeFestival)
    .set({ DateDesactivation: now })
    .where(and(eq(codeFestival.Id, codeId), isNull(codeFestival.DateDesactivation)));
}
