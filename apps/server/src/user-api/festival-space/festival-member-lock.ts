import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { canManageMembers } from '@shortlist/domain/festival-space/member-roles';
import type { MemberRole } from '@shortlist/domain/festival-space/member-rules';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * The festival's members, their rows locked for the rest of the transaction `tx`: two managers
 * changing roles or removing members at once run one after the other, the second reading what
 * the first left (PostgreSQL re-reads a row it waited for), so "a festival keeps a manager"
 * holds under concurrency. The acting manager is checked again among the locked rows: one
 * removed or demoted a moment ago no longer acts (404, or 403 FESTIVAL_ROLE_REQUIRED).
 */
export async function lockFestivalMembers(
  tx: Db,
  options: { festivalId: number; actorAccountId: number },
): Promise<(MemberRole & { IdCompte: number })[]> {
  const members = await tx
    .select({ IdMembre: membreFestival.Id, IdCompte: membreFestival.IdCompte, role: membreFestival.Role })
    .from(membreFestival)
    .where(eq(membreFestival.IdFestival, options.festivalId))
    .orderBy(asc(membreFestival.Id))
    .for('update');
  const actor = members.find((m) => m.IdCompte === options.actorAccountId);
  if (!actor) throw new AppError('NOT_FOUND');
  if (!canManageMembers(actor.role)) throw new AppError('FESTIVAL_ROLE_REQUIRED');
  return members;
}
