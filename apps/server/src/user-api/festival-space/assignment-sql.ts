import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';

/*
 * The SQL the assignment and conflict use cases share (issue 34; docs/decisions.md "Assignments
 * and conflicts of interest").
 */

/** An entry the festival received (sent or later): the only ones assigned or queued. */
export const visibleEntry = (alias: string) =>
  sql`(${sql.identifier(alias)}."Statut" & ${FESTIVAL_VISIBLE_STATUSES}) <> 0`;

/**
 * Whether member `member` (an `IdMembre` expression) declared a conflict with the film `film` (an
 * `IdFilm` expression): with the film itself, or with a person its credits name.
 */
export function conflictedSql(member: SQL, film: SQL): SQL {
  return sql`exists (
    select 1 from "conflit_interet" ci
    where ci."IdMembre" = ${member} and (ci."IdFilm" = ${film} or ci."IdPersonne" in (
      select ct."IdPersonne" from "generique" g join "contact" ct on ct."Id" = g."IdContact"
      where g."IdFilm" = ${film})))`;
}

/** A member's display name: their person's name, else their login. */
export const memberNameSql = sql`coalesce(nullif(btrim(concat_ws(' ', p."Prenom", p."Nom")), ''), a."Login")`;

/** The festival's section `sectionId` with its label, 404 when it is another festival's. */
export async function requireFestivalSection(
  db: Db,
  options: { festivalId: number; sectionId: number; language: Language },
): Promise<{ IdCampagneSection: number; sectionLabel: string }> {
  const [section] = await festivalSectionRows(db, options);
  if (!section) throw new AppError('NOT_FOUND');
  return section;
}

/** The festival's sections (or one), newest edition first, labelled as the inbox labels them. */
export async function festivalSectionRows(
  db: Db,
  options: { festivalId: number; sectionId?: number; language: Language },
): Promise<{ IdCampagneSection: number; sectionLabel: string }[]> {
  const label = translatedLabelSql({
    name: 'section',
    labelId: sql`s."IdLibelle"`,
    language: options.language,
  });
  const { rows } = await db.execute<{ IdCampagneSection: number; label: string; AnneeEdition: number }>(sql`
    select cs."Id" as "IdCampagneSection", ${label.label} as "label", c."AnneeEdition"
    from "campagne" c
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    join "section" s on s."Id" = cs."IdSection"
    ${label.joins}
    where c."IdFestival" = ${options.festivalId}
      ${options.sectionId === undefined ? sql`` : sql`and cs."Id" = ${options.sectionId}`}
    order by c."AnneeEdition" desc, cs."Ordre", cs."Id"`);
  return rows.map((row) => ({
    IdCampagneSection: Number(row.IdCampagneSection),
    sectionLabel: `${row.label} (${row.AnneeEdition})`,
  }));
}

/**
 * Records the section's N (`affectation_section`, made on first use) as an automatic run asked it;
 * under the festival's assignment lock (`assignment-locks.ts`).
 */
export async function saveSectionPerEntry(
  tx: Db,
  options: { sectionId: number; perEntry: number; now: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into "affectation_section" ("IdCampagneSection", "ParEntree", "DateModification")
    values (${options.sectionId}, ${options.perEntry}, ${options.now})
    on conflict ("IdCampagneSection") do update
    set "ParEntree" = excluded."ParEntree", "DateModification" = excluded."DateModification"`);
}

/**
 * Each programmer's running time already assigned in the section (seconds), for the members
 * `memberIds`: who takes over an entry is the least loaded of them.
 */
export async function sectionLoads(
  tx: Db,
  options: { sectionId: number; memberIds: readonly number[] },
): Promise<Map<number, number>> {
  const loads = new Map(options.memberIds.map((id) => [id, 0]));
  if (options.memberIds.length === 0) return loads;
  const { rows } = await tx.execute<{ IdMembre: number; seconds: number }>(sql`
    select a."IdMembre", coalesce(sum(f."Duree"), 0)::int as "seconds"
    from "affectation" a
    join "inscription" i on i."Id" = a."IdInscription"
    join "film" f on f."Id" = i."IdFilm"
    where i."IdCampagneSection" = ${options.sectionId}
      and a."IdMembre" in (${sql.join(
        options.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by a."IdMembre"`);
  for (const row of rows) loads.set(Number(row.IdMembre), Number(row.seconds));
  return loads;
}
