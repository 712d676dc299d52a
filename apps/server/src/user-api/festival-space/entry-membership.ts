import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { inscription } from '@shortlist/db/schema/submissions';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from './festival-membership.ts';

/**
 * The signed-in account's membership of the festival an entry was sent to, in one query: 404 for
 * an unknown entry, one the festival may not see yet (unfinished or unpaid: DECISIONS.md "Festival
 * access") and for a non-member of its festival, so another festival's entries look like
 * nothing; 403 `FESTIVAL_ROLE_REQUIRED` when `allowed` (a predicate of `member-roles`) refuses the
 * member's role, as `requireMembership` answers.
 */
export async function requireEntryMembership(
  db: Db,
  options: { accountId: number; entryId: number; allowed?: (role: FestivalRole) => boolean },
): Promise<Membership> {
  const [row] = await db
    .select({
      IdMembre: membreFestival.Id,
      IdFestival: campagne.IdFestival,
      IdCompte: membreFestival.IdCompte,
      role: membreFestival.Role,
    })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(
      membreFestival,
      and(eq(membreFestival.IdFestival, campagne.IdFestival), eq(membreFestival.IdCompte, options.accountId)),
    )
    .where(
      and(
        eq(inscription.Id, options.entryId),
        ne(sql`${inscription.Statut} & ${FESTIVAL_VISIBLE_STATUSES}`, 0),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  if (options.allowed && !options.allowed(row.role)) throw new AppError('FESTIVAL_ROLE_REQUIRED');
  return row;
}
