import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { keepsAManager } from '@shortlist/domain/festival-space/member-rules';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalMembers } from './festival-member-lock.ts';

/**
 * `PUT festivals/{IdFestival}/members/{IdMembre}` (managers): the member's new role. The
 * festival's member rows locked, then: the member must be this festival's (404), and the
 * festival must keep a manager (409 FESTIVAL_LAST_MANAGER). A programmer's rights end at their
 * next call: every call reads the row.
 */
export async function changeMemberRole(
  db: Db,
  options: { festivalId: number; memberId: number; role: FestivalRole; actorAccountId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockFestivalMembers(tx, options);
    if (!members.some((m) => m.IdMembre === options.memberId)) throw new AppError('NOT_FOUND');
    if (!keepsAManager(members, { IdMembre: options.memberId, role: options.role }))
      throw new AppError('FESTIVAL_LAST_MANAGER');
    await tx
      .update(membreFestival)
      .set({ Role: options.role })
      .where(eq(membreFestival.Id, options.memberId));
  });
}
