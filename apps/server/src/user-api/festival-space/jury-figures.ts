import type { Db } from '@shortlist/db/client';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import type {
  JuryFigures,
  JuryMemberFigures,
  JurySectionFigures,
  WatchRiskEntry,
} from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { daysUntil, watchRisk } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { festivalSectionRows, memberNameSql } from './assignment-sql.ts';
import { requireMembership } from './festival-membership.ts';
import { countedScoreSql } from './review-sql.ts';
import { coveredEntrySql, memberWatchedSql } from './watch-guarantee-sql.ts';

type SectionTotals = {
  IdCampagneSection: number;
  required: number | null;
  entries: number;
  assigned: number;
  watched: number;
  guaranteed: number;
  resultDate: Date | string | null;
};
type MemberRow = {
  IdCampagneSection: number;
  IdMembre: number;
  name: string;
  assigned: number;
  watched: number;
  scored: number;
};
type RiskRow = {
  IdCampagneSection: number;
  IdInscription: number;
  Numero: number | null;
  TitreOriginal: string;
  watchedBy: number;
  assignedNotWatched: number;
};

/**
 * `GET festival-space/festivals/{IdFestival}/jury-figures` (issue 34, managers; the assignments'
 * role, `canAssignEntries`): per section with entries, how far the jury is (entries assigned,
 * watched to the end by one member, by the promised number), each member's progress on their
 * assigned entries, the days left before the section's result, and the entries at risk of missing
 * the guaranteed watch. Steps: the manager; the festival's sections; three reads over all its
 * sections at once (totals, members, entries short), each counting only the entries the promise
 * covers (`coveredByWatchGuarantee`); then the domain's `watchRisk` and `daysUntil`.
 */
export async function juryFigures(
  db: Db,
  options: { accountId: number; festivalId: number; language: Language; now: Date },
): Promise<JuryFigures> {
  const { festivalId, now } = options;
  await requireMembership(db, { ...options, allowed: canAssignEntries });
  const sections = await festivalSectionRows(db, options);
  const [totals, members, risks] = await Promise.all([
    sectionTotals(db, festivalId),
    memberProgress(db, festivalId),
    entriesShort(db, festivalId),
  ]);
  const byId = new Map(totals.map((row) => [Number(row.IdCampagneSection), row]));
  const figures: JurySectionFigures[] = [];
  for (const section of sections) {
    const total = byId.get(section.IdCampagneSection);
    if (!total || Number(total.entries) === 0) continue;
    const required = total.required === null ? null : Number(total.required);
    const resultDate = total.resultDate === null ? null : new Date(total.resultDate);
    figures.push({
      ...section,
      required,
      entries: Number(total.entries),
      assigned: Number(total.assigned),
      watched: Number(total.watched),
      guaranteed: required === null ? null : Number(total.guaranteed),
      resultDate: resultDate?.toISOString() ?? null,
      daysLeft: daysUntil(resultDate, now),
      members: members
        .filter((row) => Number(row.IdCampagneSection) === section.IdCampagneSection)
        .map(
          (row): JuryMemberFigures => ({
            IdMembre: Number(row.IdMembre),
            name: row.name,
            assigned: Number(row.assigned),
            watched: Number(row.watched),
            scored: Number(row.scored),
          }),
        ),
      atRisk: required === null ? [] : atRisk(risks, section.IdCampagneSection, required),
    });
  }
  return { sections: figures };
}

/** Per section of the festival: its call's promise, its covered entries' counts, its result date. */
async function sectionTotals(db: Db, festivalId: number): Promise<SectionTotals[]> {
  const { rows } = await db.execute<SectionTotals>(sql`
    select cs."Id" as "IdCampagneSection", c."VisionnageGaranti" as "required",
      count(i."Id")::int as "entries",
      count(i."Id") filter (where exists (select 1 from "affectation" a where a."IdInscription" = i."Id"))::int as "assigned",
      count(i."Id") filter (where coalesce(r."MembresFin", 0) >= 1)::int as "watched",
      count(i."Id") filter (where coalesce(r."MembresFin", 0) >= coalesce(c."VisionnageGaranti", 0))::int as "guaranteed",
      (select min(e."DateEvent") from "evenement" e
        where e."IdCampagneSection" = cs."Id" and e."Type" = 'result') as "resultDate"
    from "campagne" c
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    left join "inscription" i on i."IdCampagneSection" = cs."Id" and ${coveredEntrySql('i')}
    left join "visionnage_resume" r on r."IdInscription" = i."Id"
    where c."IdFestival" = ${festivalId}
    group by cs."Id", c."VisionnageGaranti"`);
  return rows;
}

/**
 * Per section and member: the covered entries assigned to them and, of those, the ones they
 * watched to the end and the ones their score counts for (`countedScoreSql`: given, and no
 * conflict declared with the film). The festival's programmers appear in every section with entries (at 0 when
 * given none), anyone else where they have assignments.
 */
async function memberProgress(db: Db, festivalId: number): Promise<MemberRow[]> {
  const { rows } = await db.execute<MemberRow>(sql`
    select cs."Id" as "IdCampagneSection", m."Id" as "IdMembre", ${memberNameSql} as "name",
      count(i."Id")::int as "assigned",
      count(i."Id") filter (where ${memberWatchedSql('m', sql`i."Id"`)})::int as "watched",
      count(i."Id") filter (where exists (select 1 from "avis" a
        where a."IdInscription" = i."Id" and a."IdMembre" = m."Id" and ${countedScoreSql(sql`i."IdFilm"`)}))::int as "scored"
    from "membre_festival" m
    join "compte" a on a."Id" = m."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    join "campagne" c on c."IdFestival" = m."IdFestival"
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    left join ("affectation" af join "inscription" i on i."Id" = af."IdInscription" and ${coveredEntrySql('i')})
      on af."IdMembre" = m."Id" and i."IdCampagneSection" = cs."Id"
    where m."IdFestival" = ${festivalId}
    group by cs."Id", m."Id", a."Login", p."Prenom", p."Nom"
    having m."Role" = 'programmer' or count(i."Id") > 0
    order by cs."Id", m."Id"`);
  return rows;
}

/**
 * The covered entries of sections whose call promises a watch, watched to the end by fewer
 * members than promised, with how many members assigned to each have yet to finish it.
 */
async function entriesShort(db: Db, festivalId: number): Promise<RiskRow[]> {
  const { rows } = await db.execute<RiskRow>(sql`
    select i."IdCampagneSection", i."Id" as "IdInscription", i."Numero", f."TitreOriginal",
      coalesce(r."MembresFin", 0)::int as "watchedBy",
      (select count(*) from "affectation" af join "membre_festival" m on m."Id" = af."IdMembre"
        where af."IdInscription" = i."Id" and not ${memberWatchedSql('m', sql`i."Id"`)})::int as "assignedNotWatched"
    from "campagne" c
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    join "inscription" i on i."IdCampagneSection" = cs."Id" and ${coveredEntrySql('i')}
    join "film" f on f."Id" = i."IdFilm"
    left join "visionnage_resume" r on r."IdInscription" = i."Id"
    where c."IdFestival" = ${festivalId} and c."VisionnageGaranti" is not null
      and coalesce(r."MembresFin", 0) < c."VisionnageGaranti"
    order by i."DateSoumission" asc nulls last, i."Id" asc`);
  return rows;
}

/** A section's entries at risk (`watchRisk`), those needing an assignment first. */
function atRisk(rows: readonly RiskRow[], sectionId: number, required: number): WatchRiskEntry[] {
  const entries: WatchRiskEntry[] = [];
  for (const row of rows) {
    if (Number(row.IdCampagneSection) !== sectionId) continue;
    const watchedBy = Number(row.watchedBy);
    const assignedNotWatched = Number(row.assignedNotWatched);
    const risk = watchRisk({ required, watchedBy, assignedNotWatched });
    if (risk === null) continue;
    entries.push({
      IdInscription: Number(row.IdInscription),
      Numero: row.Numero === null ? null : Number(row.Numero),
      TitreOriginal: row.TitreOriginal,
      watchedBy,
      assignedNotWatched,
      risk,
    });
  }
  return entries.sort((a, b) => (a.risk === b.risk ? 0 : a.risk === 'unassigned' ? -1 : 1));
}
