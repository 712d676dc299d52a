import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

export type Membership = { IdMembre: number; IdFestival: number; IdCompte: number; role: FestivalRole };

/**
 * The signed-in account's membership of a festival, read on every call (removing a member ends
 * their access at once). A non-member gets 404, as for an unknown festival: another festival's
 * ids look like nothing. `allowed` is one of the role predicates of
 * `@shortlist/domain/festival-space/member-roles` (`canPublishDecisions`...): a member whose role
 * it refuses gets 403 `FESTIVAL_ROLE_REQUIRED`.
 */
export async function requireMembership(
  db: Db,
  options: { accountId: number; festivalId: number; allowed?: (role: FestivalRole) => boolean },
): Promise<Membership> {
  const [row] = await db
    .select({
      IdMembre: membreFestival.Id,
      IdFestival: membreFestival.IdFestival,
      IdCompte: membreFestival.IdCompte,
      role: membreFestival.Role,
    })
    .from(membreFestival)
    .where(
      and(eq(membreFestival.IdCompte, options.accountId), eq(membreFestival.IdFestival, options.festivalId)),
    );
  if (!row) throw new AppError('NOT_FOUND');
  if (options.allowed && !options.allowed(row.role)) throw new AppError('FESTIVAL_ROLE_REQUIRED');
  return row;
}

/** The festivals of which the account is a member, for areas that scope by festival (saved views). */
export async function memberFestivalIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ IdFestival: membreFestival.IdFestival })
    .from(membreFestival)
    .where(eq(membreFestival.IdCompte, accountId));
  return rows.map((row) => row.IdFestival);
}
