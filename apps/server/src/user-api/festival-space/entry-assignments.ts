import type { Db } from '@shortlist/db/client';
import { affectation } from '@shortlist/db/schema/festival-space';
import type { EntryAssigneesResponse } from '@shortlist/domain/festival-space/assignment-contracts';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalAssignments, shareFestivalMember } from './assignment-locks.ts';
import { conflictedSql, memberNameSql } from './assignment-sql.ts';
import { requireVisibleEntry } from './entry-access.ts';

/** `GET entries/{IdInscription}/assignments` (managers): who is assigned the entry. */
export async function listEntryAssignees(
  db: Db,
  options: { accountId: number; entryId: number },
): Promise<EntryAssigneesResponse> {
  await requireVisibleEntry(db, { ...options, allowed: canAssignEntries });
  return { items: await assignees(db, options.entryId) };
}

/**
 * `POST entries/{IdInscription}/assignments` (issue 34): a manager gives the entry to one member
 * by hand. Steps, in one transaction: the entry and the caller a manager of its festival (404,
 * 403); the festival's assignment lock, then the member, one of that festival's, locked for a
 * share (404 otherwise) (`assignment-locks.ts`); refused with 409 `ASSIGNMENT_CONFLICT_OF_INTEREST` when the member
 * declared a conflict with it; written once (assigning again changes nothing).
 */
export async function assignEntry(
  db: Db,
  options: { accountId: number; entryId: number; memberId: number; now: Date },
): Promise<EntryAssigneesResponse> {
  const { entry } = await requireVisibleEntry(db, { ...options, allowed: canAssignEntries });
  await db.transaction(async (tx) => {
    await lockFestivalAssignments(tx, entry.IdFestival);
    const member = await shareFestivalMember(tx, {
      festivalId: entry.IdFestival,
      memberId: options.memberId,
    });
    if (!member) throw new AppError('NOT_FOUND');
    const { rows } = await tx.execute<{ conflicted: boolean }>(
      sql`select ${conflictedSql(sql`${member.IdMembre}::int`, sql`${entry.IdFilm}::int`)} as "conflicted"`,
    );
    if (rows[0]?.conflicted === true) throw new AppError('ASSIGNMENT_CONFLICT_OF_INTEREST');
    await tx
      .insert(affectation)
      .values({ IdInscription: entry.Id, IdMembre: member.IdMembre, DateCreation: options.now })
      .onConflictDoNothing();
  });
  return { items: await assignees(db, entry.Id) };
}

/** `DELETE entries/{IdInscription}/assignments/{IdMembre}`: a manager takes the entry back (404 when not assigned). */
export async function unassignEntry(
  db: Db,
  options: { accountId: number; entryId: number; memberId: number },
): Promise<EntryAssigneesResponse> {
  const { entry } = await requireVisibleEntry(db, { ...options, allowed: canAssignEntries });
  await db.transaction(async (tx) => {
    await lockFestivalAssignments(tx, entry.IdFestival);
    const deleted = await tx
      .delete(affectation)
      .where(and(eq(affectation.IdInscription, entry.Id), eq(affectation.IdMembre, options.memberId)))
      .returning({ Id: affectation.Id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
  });
  return { items: await assignees(db, entry.Id) };
}

async function assignees(db: Db, entryId: number): Promise<EntryAssigneesResponse['items']> {
  const { rows } = await db.execute<{ IdMembre: number; name: string }>(sql`
    select m."Id" as "IdMembre", ${memberNameSql} as "name"
    from "affectation" af
    join "membre_festival" m on m."Id" = af."IdMembre"
    join "compte" a on a."Id" = m."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    where af."IdInscription" = ${entryId}
    order by m."Id"`);
  return rows.map((row) => ({ IdMembre: Number(row.IdMembre), name: row.name }));
}
