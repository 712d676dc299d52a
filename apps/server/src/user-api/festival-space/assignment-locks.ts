import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { and, asc, eq, sql } from 'drizzle-orm';

/*
 * The locks of the assignment changes (issue 34). Every change of a festival's assignments or
 * conflicts (an automatic run, one by hand, a declaration moving entries) first takes the
 * festival's assignment lock, so they apply one after the other, each reading what the one before
 * left: a run never misses a conflict declared meanwhile, a declaration always sees what a run
 * gave it. Row locks on the members would not do: a declaration moving an entry to a member who
 * declares at the same moment locks the two members in both orders. Then the members written to
 * are locked for a share, so none is removed under the change (`lockFestivalMembers` takes them
 * for an update, in the same id order).
 */

// First key of `pg_advisory_xact_lock(int, int)`, apart from sign-in (7301, 7302), film unlock
// (7311, 7312) and section passwords.
const ASSIGNMENT_LOCK = 7341;

/** The festival's assignment lock, held until the transaction ends. */
export async function lockFestivalAssignments(tx: Db, festivalId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK}::int, ${festivalId}::int)`);
}

export type LockedMember = { IdMembre: number; IdCompte: number; role: FestivalRole };

/** The festival's members, locked for a share (in id order) until the transaction ends. */
export async function shareFestivalMembers(tx: Db, festivalId: number): Promise<LockedMember[]> {
  return tx
    .select({ IdMembre: membreFestival.Id, IdCompte: membreFestival.IdCompte, role: membreFestival.Role })
    .from(membreFestival)
    .where(eq(membreFestival.IdFestival, festivalId))
    .orderBy(asc(membreFestival.Id))
    .for('share');
}

/** One member of the festival locked for a share, or undefined when it is none of its members. */
export async function shareFestivalMember(
  tx: Db,
  options: { festivalId: number; memberId: number },
): Promise<LockedMember | undefined> {
  const [row] = await tx
    .select({ IdMembre: membreFestival.Id, IdCompte: membreFestival.IdCompte, role: membreFestival.Role })
    .from(membreFestival)
    .where(and(eq(membreFestival.IdFestival, options.festivalId), eq(membreFestival.Id, options.memberId)))
    .for('share');
  return row;
}
