import type { Db } from '@shortlist/db/client';
import { conflitInteret } from '@shortlist/db/schema/festival-space';
import type { Conflict } from '@shortlist/domain/festival-space/assignment-contracts';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { readConflicts } from './conflict-read.ts';
import { requireMembership } from './festival-membership.ts';

/**
 * `GET festivals/{IdFestival}/conflicts` (issue 34): a manager reads every member's conflicts
 * (the assignments must avoid them); any other member reads their own. 404 for a non-member.
 */
export async function listConflicts(
  db: Db,
  options: { accountId: number; festivalId: number },
): Promise<Conflict[]> {
  const membership = await requireMembership(db, options);
  return readConflicts(
    db,
    canAssignEntries(membership.role)
      ? sql`m."IdFestival" = ${options.festivalId}`
      : sql`ci."IdMembre" = ${membership.IdMembre}`,
  );
}

/**
 * `DELETE festivals/{IdFestival}/conflicts/{IdConflit}`: the member withdraws one of their own
 * conflicts (404 for anyone else's, a manager's included: each member answers for theirs). The
 * entries it had moved stay where they went: a new assignment may give them back.
 */
export async function withdrawConflict(
  db: Db,
  options: { accountId: number; festivalId: number; conflictId: number },
): Promise<void> {
  const membership = await requireMembership(db, options);
  const deleted = await db
    .delete(conflitInteret)
    .where(and(eq(conflitInteret.Id, options.conflictId), eq(conflitInteret.IdMembre, membership.IdMembre)))
    .returning({ Id: conflitInteret.Id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * The caller's conflicts covering the film `filmId` (the film itself, or a person its credits
 * name): the entry page tells them, and hides the decision notes from them.
 */
export async function conflictsOnFilm(
  db: Db,
  options: { memberId: number; filmId: number },
): Promise<Conflict[]> {
  return readConflicts(
    db,
    sql`ci."IdMembre" = ${options.memberId} and (ci."IdFilm" = ${options.filmId} or ci."IdPersonne" in (
      select ct."IdPersonne" from "generique" g join "contact" ct on ct."Id" = g."IdContact"
      where g."IdFilm" = ${options.filmId}))`,
  );
}

/**
 * Of the films `filmIds` (an inbox page's), those the member declared a conflict with: one
 * query, only when they have conflicts at all (most have none: the inbox pays nothing).
 */
export async function conflictedFilms(
  db: Db,
  options: { accountId: number; festivalId: number; filmIds: readonly number[] },
): Promise<Set<number>> {
  if (options.filmIds.length === 0) return new Set();
  const { rows } = await db.execute<{ IdFilm: number }>(sql`
    select distinct f."IdFilm" from "membre_festival" m
    join "conflit_interet" ci on ci."IdMembre" = m."Id"
    cross join unnest(${`{${options.filmIds.join(',')}}`}::int[]) as f("IdFilm")
    where m."IdFestival" = ${options.festivalId} and m."IdCompte" = ${options.accountId}
      and (ci."IdFilm" = f."IdFilm" or ci."IdPersonne" in (
        select ct."IdPersonne" from "generique" g join "contact" ct on ct."Id" = g."IdContact"
        where g."IdFilm" = f."IdFilm"))`);
  return new Set(rows.map((row) => Number(row.IdFilm)));
}

/** Whether the member declared any conflict: the inbox looks for conflicted films only then. */
export async function hasConflicts(
  db: Db,
  options: { accountId: number; festivalId: number },
): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from "membre_festival" m join "conflit_interet" ci on ci."IdMembre" = m."Id"
      where m."IdFestival" = ${options.festivalId} and m."IdCompte" = ${options.accountId}) as "found"`);
  return rows[0]?.found === true;
}
