import type { Db } from '@shortlist/db/client';
import type { WatchShortEntry } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { entriesShortOfGuarantee } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { sql } from 'drizzle-orm';

/**
 * The guaranteed watch of a section (issue 34; docs/decisions.md "The guaranteed watch"): its
 * call's promise and the entries it covers that fewer members watched to the end, in their
 * order of arrival; null when the call promises nothing or the section is not the festival's
 * (the publication answers 404 then). The count per entry is `visionnage_resume."MembresFin"`,
 * which the database keeps with `isWatchedToEnd`'s rule (migration 0030); which entries fall short
 * is the domain's `entriesShortOfGuarantee`.
 */
export async function sectionWatchShortfall(
  db: Db,
  options: { festivalId: number; sectionId: number },
): Promise<{ required: number; entries: WatchShortEntry[] } | null> {
  const { rows: calls } = await db.execute<{ required: number | null }>(sql`
    select c."VisionnageGaranti" as "required"
    from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where cs."Id" = ${options.sectionId} and c."IdFestival" = ${options.festivalId}`);
  const required = calls[0]?.required == null ? null : Number(calls[0].required);
  if (required === null) return null;
  const { rows } = await db.execute<{
    IdInscription: number;
    Numero: number | null;
    TitreOriginal: string;
    Statut: number;
    watchedBy: number;
  }>(sql`
    select i."Id" as "IdInscription", i."Numero", f."TitreOriginal", i."Statut",
      coalesce(r."MembresFin", 0)::int as "watchedBy"
    from "inscription" i
    join "film" f on f."Id" = i."IdFilm"
    left join "visionnage_resume" r on r."IdInscription" = i."Id"
    where i."IdCampagneSection" = ${options.sectionId}
    order by i."DateSoumission" asc nulls last, i."Id" asc`);
  const short = entriesShortOfGuarantee(
    rows.map((row) => ({ ...row, Statut: Number(row.Statut), watchedBy: Number(row.watchedBy) })),
    required,
  );
  return {
    required,
    entries: short.map(({ IdInscription, Numero, TitreOriginal, watchedBy }) => ({
      IdInscription: Number(IdInscription),
      Numero: Numero === null ? null : Number(Numero),
      TitreOriginal,
      watchedBy,
    })),
  };
}
