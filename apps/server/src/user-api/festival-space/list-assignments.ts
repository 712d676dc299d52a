import type { Db } from '@shortlist/db/client';
import type {
  AssignmentsResponse,
  SectionAssignments,
} from '@shortlist/domain/festival-space/assignment-contracts';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { festivalSectionRows, memberNameSql, visibleEntry } from './assignment-sql.ts';
import { requireMembership } from './festival-membership.ts';

/**
 * `GET festivals/{IdFestival}/assignments` (issue 34, managers): per section with entries, its
 * running time, each programmer's share (and anyone else assigned there), and the entries short of
 * the section's N: those a conflict left without anyone, which the manager must give by hand.
 */
export async function listAssignments(
  db: Db,
  options: { accountId: number; festivalId: number; language: Language },
): Promise<AssignmentsResponse> {
  await requireMembership(db, { ...options, allowed: canAssignEntries });
  const sections = await festivalSectionRows(db, options);
  const all = await Promise.all(
    sections.map((section) => sectionAssignments(db, { festivalId: options.festivalId, section })),
  );
  return { sections: all.filter((section) => section.entries > 0) };
}

/** One section's assignments as `listAssignments` shows them. */
export async function sectionAssignments(
  db: Db,
  options: { festivalId: number; section: { IdCampagneSection: number; sectionLabel: string } },
): Promise<SectionAssignments> {
  const sectionId = options.section.IdCampagneSection;
  const [totals, loads, shortfall] = await Promise.all([
    db.execute<{ entries: number; seconds: number; perEntry: number | null }>(sql`
      select count(*)::int as "entries", coalesce(sum(f."Duree"), 0)::int as "seconds",
        (select s."ParEntree" from "affectation_section" s where s."IdCampagneSection" = ${sectionId}) as "perEntry"
      from "inscription" i join "film" f on f."Id" = i."IdFilm"
      where i."IdCampagneSection" = ${sectionId} and ${visibleEntry('i')}`),
    db.execute<{ IdMembre: number; name: string; entries: number; seconds: number }>(sql`
      select m."Id" as "IdMembre", ${memberNameSql} as "name",
        count(i."Id")::int as "entries", coalesce(sum(f."Duree"), 0)::int as "seconds"
      from "membre_festival" m
      join "compte" a on a."Id" = m."IdCompte"
      left join "personne" p on p."Id" = a."IdPersonne"
      left join "affectation" af on af."IdMembre" = m."Id"
      left join "inscription" i on i."Id" = af."IdInscription" and i."IdCampagneSection" = ${sectionId}
      left join "film" f on f."Id" = i."IdFilm"
      where m."IdFestival" = ${options.festivalId}
      group by m."Id", a."Login", p."Prenom", p."Nom"
      having m."Role" = 'programmer' or count(i."Id") > 0
      order by m."Id"`),
    db.execute<{ IdInscription: number; TitreOriginal: string; missing: number }>(sql`
      select i."Id" as "IdInscription", f."TitreOriginal",
        s."ParEntree" - (select count(*) from "affectation" a where a."IdInscription" = i."Id")::int as "missing"
      from "affectation_section" s
      join "inscription" i on i."IdCampagneSection" = s."IdCampagneSection"
      join "film" f on f."Id" = i."IdFilm"
      where s."IdCampagneSection" = ${sectionId} and s."ParEntree" is not null and ${visibleEntry('i')}
        and (select count(*) from "affectation" a where a."IdInscription" = i."Id") < s."ParEntree"
      order by i."Id"`),
  ]);
  const total = totals.rows[0];
  return {
    ...options.section,
    perEntry: total?.perEntry ?? null,
    entries: Number(total?.entries ?? 0),
    seconds: Number(total?.seconds ?? 0),
    programmers: loads.rows.map((row) => ({
      IdMembre: Number(row.IdMembre),
      name: row.name,
      entries: Number(row.entries),
      seconds: Number(row.seconds),
    })),
    shortfall: shortfall.rows.map((row) => ({
      IdInscription: Number(row.IdInscription),
      TitreOriginal: row.TitreOriginal,
      missing: Number(row.missing),
    })),
  };
}
