import type { Db } from '@shortlist/db/client';
import { affectation } from '@shortlist/db/schema/festival-space';
import type { SectionAssignments } from '@shortlist/domain/festival-space/assignment-contracts';
import { balanceAssignments } from '@shortlist/domain/festival-space/assignment-rules';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalAssignments, shareFestivalMembers } from './assignment-locks.ts';
import {
  conflictedSql,
  requireFestivalSection,
  saveSectionPerEntry,
  visibleEntry,
} from './assignment-sql.ts';
import { requireMembership } from './festival-membership.ts';
import { sectionAssignments } from './list-assignments.ts';

/**
 * `POST festivals/{IdFestival}/sections/{IdCampagneSection}/assignments/auto` (issue 34): a manager
 * shares the section's entries among the festival's programmers, each entry to `perEntry` of them,
 * balanced by running time, nobody given a film they declared a conflict with
 * (`balanceAssignments`). It replaces the section's assignments. Steps, in one transaction: the
 * caller a manager (403 for a programmer, 404 for a non-member); the section the festival's (404);
 * the festival's assignment lock, then its members for a share (`assignment-locks.ts`): runs at
 * once apply one after the other, the later one replacing the earlier's whole; the entries, programmers
 * and conflicts read; the balance computed; the old assignments deleted and the new written.
 */
export async function autoAssignSection(
  db: Db,
  options: {
    accountId: number;
    festivalId: number;
    sectionId: number;
    perEntry: number;
    language: Language;
    now: Date;
  },
): Promise<SectionAssignments> {
  const { festivalId, sectionId, now } = options;
  await requireMembership(db, { ...options, allowed: canAssignEntries });
  const section = await requireFestivalSection(db, options);
  await db.transaction(async (tx) => {
    await lockFestivalAssignments(tx, festivalId);
    const members = await shareFestivalMembers(tx, festivalId);
    if (!members.some((m) => m.IdCompte === options.accountId && canAssignEntries(m.role))) {
      throw new AppError('FESTIVAL_ROLE_REQUIRED');
    }
    await saveSectionPerEntry(tx, { sectionId, perEntry: options.perEntry, now });
    const programmers = members.filter((m) => m.role === 'programmer').map((m) => m.IdMembre);
    const entries = await sectionEntries(tx, sectionId);
    const conflicts = await sectionConflicts(tx, { sectionId, memberIds: programmers });
    const result = balanceAssignments({
      entries,
      programmers,
      perEntry: options.perEntry,
      conflicted: (programmer, entry) => conflicts.has(`${programmer}:${entry}`),
    });
    await tx.execute(sql`
      delete from "affectation" a using "inscription" i
      where i."Id" = a."IdInscription" and i."IdCampagneSection" = ${sectionId}`);
    if (result.assignments.length > 0) {
      await tx.insert(affectation).values(
        result.assignments.map((a) => ({
          IdInscription: a.entry,
          IdMembre: a.programmer,
          DateCreation: now,
        })),
      );
    }
  });
  return sectionAssignments(db, { festivalId, section });
}

/** The section's entries the festival received, with their film's running time (0 when unknown). */
async function sectionEntries(tx: Db, sectionId: number): Promise<{ id: number; seconds: number }[]> {
  const { rows } = await tx.execute<{ Id: number; Duree: number | null }>(sql`
    select i."Id", f."Duree" from "inscription" i join "film" f on f."Id" = i."IdFilm"
    where i."IdCampagneSection" = ${sectionId} and ${visibleEntry('i')}`);
  return rows.map((row) => ({ id: Number(row.Id), seconds: Math.max(0, Number(row.Duree ?? 0)) }));
}

/** The (programmer, entry) pairs of the section a conflict covers, as `member:entry` keys. */
async function sectionConflicts(
  tx: Db,
  options: { sectionId: number; memberIds: number[] },
): Promise<Set<string>> {
  if (options.memberIds.length === 0) return new Set();
  const { rows } = await tx.execute<{ IdMembre: number; IdInscription: number }>(sql`
    select m."Id" as "IdMembre", i."Id" as "IdInscription"
    from "membre_festival" m, "inscription" i
    where m."Id" in (${sql.join(
      options.memberIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and i."IdCampagneSection" = ${options.sectionId} and ${visibleEntry('i')}
      and exists (select 1 from "conflit_interet" c0 where c0."IdMembre" = m."Id")
      and ${conflictedSql(sql`m."Id"`, sql`i."IdFilm"`)}`);
  return new Set(rows.map((row) => `${row.IdMembre}:${row.IdInscription}`));
}
