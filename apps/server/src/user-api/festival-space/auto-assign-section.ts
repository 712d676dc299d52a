import type { Db } from '@shortlist/db/client';
import type { SectionAssignments } from '@shortlist/domain/festival-space/assignment-contracts';
import { balanceAssignments } from '@shortlist/domain/festival-space/assignment-rules';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { lockFestivalAssignments, shareFestivalMembers } from './assignment-locks.ts';
import { requireFestivalSection, saveSectionPerEntry, visibleEntry } from './assignment-sql.ts';
import { requireMembership } from './festival-membership.ts';
import { intArray } from './inbox-sql.ts';
import { sectionAssignments } from './list-assignments.ts';

/**
 * `POST festivals/{IdFestival}/sections/{IdCampagneSection}/assignments/auto` (issue 34): a manager
 * shares the section's entries among the festival's programmers, each entry to `perEntry` of them,
 * balanced by running time, nobody given a film they declared a conflict with
 * (`balanceAssignments`). It replaces the section's assignments. Steps, in one transaction: the
 * caller a manager (403 for a programmer, 404 for a non-member); the section the festival's (404);
 * the festival's assignment lock, then its members for a share (`assignment-locks.ts`): runs at
 * once apply one after the other, the later one replacing the earlier's whole; the entries, programmers
 * and conflicts read; the balance computed; the old assignments the new share drops deleted, and
 * the ones it adds written.
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
      conflicted: (programmer, entry) => conflicts.get(entry)?.has(programmer) ?? false,
    });
    // The new share replaces the old by difference: the pairs it drops deleted, the pairs it adds
    // inserted, the pairs both hold kept (with their date). A run over an unchanged section then
    // writes next to nothing. One statement each whatever the count, the lists as two array
    // parameters (a row per value would pass PostgreSQL's 65,535 parameters at 30,000 pairs).
    const pairs = sql`unnest(${intArray(result.assignments.map((a) => a.entry))},
      ${intArray(result.assignments.map((a) => a.programmer))}) as t(e, m)`;
    await tx.execute(sql`
      delete from "affectation" a using "inscription" i
      where i."Id" = a."IdInscription" and i."IdCampagneSection" = ${sectionId}
        and (a."IdInscription", a."IdMembre") not in (select e, m from ${pairs})`);
    if (result.assignments.length > 0) {
      await tx.execute(sql`
        insert into "affectation" ("IdInscription", "IdMembre", "DateCreation")
        select e, m, ${now} from ${pairs}
        on conflict ("IdInscription", "IdMembre") do nothing`);
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

/**
 * The (programmer, entry) pairs of the section a conflict covers, each entry's programmers: from the
 * programmers' conflicts outward (with a film: its entries; with a person: the films crediting
 * them, then their entries), set-based, never a check per pair (40 programmers and 10,000 entries
 * are 400,000 pairs: 20 s by `conflictedSql` per pair on the benchmark).
 */
async function sectionConflicts(
  tx: Db,
  options: { sectionId: number; memberIds: number[] },
): Promise<Map<number, Set<number>>> {
  const pairs = new Map<number, Set<number>>();
  if (options.memberIds.length === 0) return pairs;
  const members = intArray(options.memberIds);
  const { rows } = await tx.execute<{ IdMembre: number; IdInscription: number }>(sql`
    select cf."IdMembre", i."Id" as "IdInscription"
    from (
      select ci."IdMembre", ci."IdFilm" from "conflit_interet" ci
        where ci."IdMembre" = any(${members}) and ci."IdFilm" is not null
      union
      select ci."IdMembre", g."IdFilm" from "conflit_interet" ci
        join "contact" ct on ct."IdPersonne" = ci."IdPersonne"
        join "generique" g on g."IdContact" = ct."Id"
        where ci."IdMembre" = any(${members})
    ) cf
    join "inscription" i on i."IdFilm" = cf."IdFilm"
    where i."IdCampagneSection" = ${options.sectionId} and ${visibleEntry('i')}`);
  for (const row of rows) {
    const entry = Number(row.IdInscription);
    const programmers = pairs.get(entry) ?? new Set<number>();
    programmers.add(Number(row.IdMembre));
    pairs.set(entry, programmers);
  }
  return pairs;
}
