import type { Db } from '@shortlist/db/client';
import { compte, personne } from '@shortlist/db/schema/accounts';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { isFirstConnectionDue } from '@shortlist/domain/accounts/first-connection-rules';
import type { FestivalMember } from '@shortlist/domain/festival-space/member-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * `GET festivals/{IdFestival}/members` (managers): the festival's members, managers first, then
 * by arrival. `pending` is an account that cannot act yet: no password chosen or terms not
 * accepted (its first-connection link waits). `isMe` is the account `accountId` asking.
 */
export function listFestivalMembers(
  db: Db,
  options: { festivalId: number; accountId: number },
): Promise<FestivalMember[]> {
  return memberRows(db, options);
}

/** One member of the festival as the list shows it (after an invitation or a role change); 404 when not this festival's. */
export async function findFestivalMember(
  db: Db,
  options: { festivalId: number; accountId: number; memberId: number },
): Promise<FestivalMember> {
  const [member] = await memberRows(db, options);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

async function memberRows(
  db: Db,
  options: { festivalId: number; accountId: number; memberId?: number },
): Promise<FestivalMember[]> {
  const rows = await db
    .select({
      IdMembre: membreFestival.Id,
      IdCompte: membreFestival.IdCompte,
      Login: compte.Login,
      Prenom: personne.Prenom,
      Nom: personne.Nom,
      role: membreFestival.Role,
      DateCreation: membreFestival.DateCreation,
      DateAcceptationCGV: compte.DateAcceptationCGV,
      hasPassword: sql<boolean>`${compte.Password} is not null`,
    })
    .from(membreFestival)
    .innerJoin(compte, eq(compte.Id, membreFestival.IdCompte))
    .leftJoin(personne, eq(personne.Id, compte.IdPersonne))
    .where(
      and(
        eq(membreFestival.IdFestival, options.festivalId),
        options.memberId === undefined ? undefined : eq(membreFestival.Id, options.memberId),
      ),
    )
    .orderBy(
      sql`${membreFestival.Role} = 'manager' desc`,
      asc(membreFestival.DateCreation),
      asc(membreFestival.Id),
    );
  return rows.map((row) => ({
    IdMembre: row.IdMembre,
    IdCompte: row.IdCompte,
    Login: row.Login,
    name: [row.Prenom, row.Nom].filter((part) => part?.trim()).join(' ') || null,
    role: row.role,
    DateCreation: row.DateCreation.toISOString(),
    pending: !row.hasPassword || isFirstConnectionDue(row),
    isMe: row.IdCompte === options.accountId,
  }));
}
