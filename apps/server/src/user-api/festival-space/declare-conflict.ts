import type { Db } from '@shortlist/db/client';
import { affectation, conflitInteret } from '@shortlist/db/schema/festival-space';
import type {
  ConflictDeclared,
  ConflictRequest,
} from '@shortlist/domain/festival-space/assignment-contracts';
import { leastLoaded } from '@shortlist/domain/festival-space/assignment-rules';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalAssignments, shareFestivalMember, shareFestivalMembers } from './assignment-locks.ts';
import { conflictedSql, memberNameSql, sectionLoads, visibleEntry } from './assignment-sql.ts';
import { readConflict } from './conflict-read.ts';
import { requireVisibleEntry } from './entry-access.ts';

/**
 * `POST entries/{IdInscription}/conflicts` (issue 34): the caller, any member of the entry's
 * festival, declares a conflict of interest with its film or with a person credited on it. Steps,
 * in one transaction: the entry and the caller's membership (404 otherwise); the person among the
 * film's credits (404 otherwise); the festival's assignment lock and the caller's membership
 * (`assignment-locks.ts`); the
 * conflict written (declaring it again answers the same one); then every entry of the festival
 * assigned to the caller that the conflict now covers leaves them for the least-loaded programmer
 * of its section free of it, or for nobody (the manager sees it short in the assignments view).
 */
export async function declareConflict(
  db: Db,
  options: { accountId: number; entryId: number; request: ConflictRequest; now: Date },
): Promise<ConflictDeclared> {
  const { entry, membership } = await requireVisibleEntry(db, options);
  const { IdPersonne } = options.request;
  if (IdPersonne !== null) await requireCredited(db, { filmId: entry.IdFilm, personId: IdPersonne });
  return db.transaction(async (tx) => {
    await lockFestivalAssignments(tx, membership.IdFestival);
    const member = await shareFestivalMember(tx, {
      festivalId: membership.IdFestival,
      memberId: membership.IdMembre,
    });
    if (!member) throw new AppError('NOT_FOUND');
    const conflictId = await writeConflict(tx, {
      memberId: membership.IdMembre,
      target: IdPersonne === null ? { IdFilm: entry.IdFilm } : { IdPersonne },
      now: options.now,
    });
    const reassigned = await moveConflictedAssignments(tx, {
      festivalId: membership.IdFestival,
      memberId: membership.IdMembre,
      now: options.now,
    });
    const conflict = await readConflict(tx, conflictId);
    if (!conflict) throw new AppError('NOT_FOUND');
    return { conflict, reassigned };
  });
}

async function requireCredited(db: Db, options: { filmId: number; personId: number }): Promise<void> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from "generique" g join "contact" ct on ct."Id" = g."IdContact"
      where g."IdFilm" = ${options.filmId} and ct."IdPersonne" = ${options.personId}) as "found"`);
  if (rows[0]?.found !== true) throw new AppError('NOT_FOUND');
}

/** The conflict's row, new or the one declared before (the unique indexes keep one). */
async function writeConflict(
  tx: Db,
  options: { memberId: number; target: { IdFilm: number } | { IdPersonne: number }; now: Date },
): Promise<number> {
  const [created] = await tx
    .insert(conflitInteret)
    .values({ IdMembre: options.memberId, DateCreation: options.now, ...options.target })
    .onConflictDoNothing()
    .returning({ Id: conflitInteret.Id });
  if (created) return created.Id;
  const [existing] = await tx
    .select({ Id: conflitInteret.Id })
    .from(conflitInteret)
    .where(
      and(
        eq(conflitInteret.IdMembre, options.memberId),
        'IdFilm' in options.target
          ? eq(conflitInteret.IdFilm, options.target.IdFilm)
          : eq(conflitInteret.IdPersonne, options.target.IdPersonne),
      ),
    );
  if (!existing) throw new AppError('NOT_FOUND');
  return existing.Id;
}

/**
 * The member's assigned entries their conflicts now cover, each moved to the least-loaded programmer of the section who is neither assigned it nor
 * conflicted with it.
 */
async function moveConflictedAssignments(
  tx: Db,
  options: { festivalId: number; memberId: number; now: Date },
): Promise<ConflictDeclared['reassigned']> {
  const { rows: covered } = await tx.execute<{
    IdInscription: number;
    IdCampagneSection: number;
    TitreOriginal: string;
  }>(sql`
    select i."Id" as "IdInscription", i."IdCampagneSection", f."TitreOriginal"
    from "affectation" a
    join "inscription" i on i."Id" = a."IdInscription"
    join "film" f on f."Id" = i."IdFilm"
    where a."IdMembre" = ${options.memberId} and ${conflictedSql(sql`a."IdMembre"`, sql`i."IdFilm"`)}
    order by i."IdCampagneSection", i."Id"`);
  if (covered.length === 0) return [];
  const members = await shareFestivalMembers(tx, options.festivalId);
  const programmers = members.filter((m) => m.role === 'programmer' && m.IdMembre !== options.memberId);
  const reassigned: ConflictDeclared['reassigned'] = [];
  for (const entry of covered) {
    const sectionId = Number(entry.IdCampagneSection);
    await tx
      .delete(affectation)
      .where(
        and(eq(affectation.IdInscription, entry.IdInscription), eq(affectation.IdMembre, options.memberId)),
      );
    const free = await freeProgrammers(tx, {
      entryId: entry.IdInscription,
      memberIds: programmers.map((m) => m.IdMembre),
    });
    const loads = await sectionLoads(tx, { sectionId, memberIds: free });
    const [to] = leastLoaded({ candidates: free, loads, take: 1 });
    if (to !== undefined) {
      await tx
        .insert(affectation)
        .values({ IdInscription: entry.IdInscription, IdMembre: to, DateCreation: options.now });
    }
    reassigned.push({
      IdInscription: Number(entry.IdInscription),
      TitreOriginal: entry.TitreOriginal,
      to: to === undefined ? null : await memberName(tx, to),
    });
  }
  return reassigned;
}

/** Of `memberIds`, those neither assigned the entry nor conflicted with it. */
async function freeProgrammers(tx: Db, options: { entryId: number; memberIds: number[] }): Promise<number[]> {
  if (options.memberIds.length === 0) return [];
  const { rows } = await tx.execute<{ IdMembre: number }>(sql`
    select m."Id" as "IdMembre" from "membre_festival" m, "inscription" i
    where i."Id" = ${options.entryId} and ${visibleEntry('i')}
      and m."Id" in (${sql.join(
        options.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and not exists (select 1 from "affectation" a where a."IdInscription" = i."Id" and a."IdMembre" = m."Id")
      and not ${conflictedSql(sql`m."Id"`, sql`i."IdFilm"`)}`);
  return rows.map((row) => Number(row.IdMembre));
}

async function memberName(tx: Db, memberId: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    select ${memberNameSql} as "name" from "membre_festival" m
    join "compte" a on a."Id" = m."IdCompte" left join "personne" p on p."Id" = a."IdPersonne"
    where m."Id" = ${memberId}`);
  return rows[0]?.name ?? '';
}
