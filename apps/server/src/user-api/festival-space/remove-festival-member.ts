import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { keepsAManager } from '@shortlist/domain/festival-space/member-rules';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalMembers } from './festival-member-lock.ts';

/**
 * `DELETE festivals/{IdFestival}/members/{IdMembre}` (managers): the member leaves the festival.
 * The row goes, which ends their access at once (every call reads it; their account and what
 * they watched stay). The festival's member rows locked, then: the member must be this
 * festival's (404), and the festival must keep a manager (409 FESTIVAL_LAST_MANAGER).
 */
export async function removeFestivalMember(
  db: Db,
  options: { festivalId: number; memberId: number; actorAccountId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockFestivalMembers(tx, options);
    if (!members.some((m) => m.IdMembre === options.memberId)) throw new AppError('NOT_FOUND');
    if (!keepsAManager(members, { IdMembre: options.memberId, role: null }))
      throw new AppError('FESTIVAL_LAST_MANAGER');
    await tx.delete(membreFestival).where(eq(membreFestival.Id, options.memberId));
  });
}
