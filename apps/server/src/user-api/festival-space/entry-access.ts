import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { inscription } from '@shortlist/db/schema/submissions';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from './festival-membership.ts';

export type VisibleEntry = {
  Id: number;
  IdFilm: number;
  IdCompte: number;
  IdCampagneSection: number;
  IdFestival: number;
  Statut: number;
  StatutPublie: number;
  Numero: number | null;
  DateSoumission: Date | null;
  DatePublication: Date | null;
  MessageDecision: string | null;
  MotifsDecision: string[] | null;
};

const visible = sql`(${inscription.Statut} & ${FESTIVAL_VISIBLE_STATUSES}) <> 0`;

/**
 * An entry as a member of its festival may see it, with that membership, in one query: 404 for an
 * unknown entry, an entry of a festival the account is no member of, and an entry not yet sent
 * (unfinished or unpaid, docs/decisions.md "Festival access"), alike, so another festival's entries
 * look like nothing; 403 `FESTIVAL_ROLE_REQUIRED` when `allowed` (a predicate of `member-roles`)
 * refuses the member's role, as `requireMembership` answers.
 */
export async function requireVisibleEntry(
  db: Db,
  options: { accountId: number; entryId: number; allowed?: (role: FestivalRole) => boolean },
): Promise<{ entry: VisibleEntry; membership: Membership }> {
  const [row] = await db
    .select({
      Id: inscription.Id,
      IdFilm: inscription.IdFilm,
      IdCompte: inscription.IdCompte,
      IdCampagneSection: inscription.IdCampagneSection,
      IdFestival: campagne.IdFestival,
      Statut: inscription.Statut,
      StatutPublie: inscription.StatutPublie,
      Numero: inscription.Numero,
      DateSoumission: inscription.DateSoumission,
      DatePublication: inscription.DatePublication,
      MessageDecision: inscription.MessageDecision,
      MotifsDecision: inscription.MotifsDecision,
      IdMembre: membreFestival.Id,
      memberAccountId: membreFestival.IdCompte,
      role: membreFestival.Role,
    })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(
      membreFestival,
      and(eq(membreFestival.IdFestival, campagne.IdFestival), eq(membreFestival.IdCompte, options.accountId)),
    )
    .where(and(eq(inscription.Id, options.entryId), visible));
  if (!row) throw new AppError('NOT_FOUND');
  const { IdMembre, memberAccountId, role, ...entry } = row;
  if (options.allowed && !options.allowed(role)) throw new AppError('FESTIVAL_ROLE_REQUIRED');
  return { entry, membership: { IdMembre, IdFestival: entry.IdFestival, IdCompte: memberAccountId, role } };
}

/**
 * Whether the account is a member of a festival that received the film (an entry sent or later):
 * such a member sees the film's photos whatever its publication. Given to the media area by the
 * composition root.
 */
export async function isFilmEntrusted(db: Db, accountId: number, IdFilm: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from ${inscription} i
      join ${campagneSection} cs on cs."Id" = i."IdCampagneSection"
      join ${campagne} c on c."Id" = cs."IdCampagne"
      join ${membreFestival} m on m."IdFestival" = c."IdFestival" and m."IdCompte" = ${accountId}
      where i."IdFilm" = ${IdFilm} and (i."Statut" & ${FESTIVAL_VISIBLE_STATUSES}) <> 0
    ) as "found"`);
  return rows[0]?.found === true;
}
