import type { Db } from '@shortlist/db/client';
import type { Queue } from '@shortlist/domain/festival-space/assignment-contracts';
import { nextInQueue } from '@shortlist/domain/festival-space/queue-rules';
import { furthestPercent, isWatchedToEnd } from '@shortlist/domain/festival-space/viewing-rules';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import { visibleEntry } from './assignment-sql.ts';
import { requireMembership } from './festival-membership.ts';

/**
 * `GET festivals/{IdFestival}/queue` (issue 34): the caller's assigned entries with their own
 * progress on each film (from their viewing rows) and how many members watched it to the end
 * (the viewing summary), and `next` (`nextInQueue`, passing over `except`). Any member; 404 for a non-member.
 */
export async function memberQueue(
  db: Db,
  options: { accountId: number; festivalId: number; language: Language; except?: number },
): Promise<Queue> {
  const membership = await requireMembership(db, options);
  const label = translatedLabelSql({
    name: 'section',
    labelId: sql`s."IdLibelle"`,
    language: options.language,
  });
  const { rows } = await db.execute<{
    IdInscription: number;
    Numero: number | null;
    TitreOriginal: string;
    label: string;
    AnneeEdition: number;
    Duree: number | null;
    PositionMax: number | null;
    seen: number | null;
    toEnd: number;
    DateSoumission: Date | string | null;
  }>(sql`
    select i."Id" as "IdInscription", i."Numero", f."TitreOriginal", ${label.label} as "label", c."AnneeEdition",
      f."Duree", v."PositionMax", v."Duree" as "seen",
      coalesce(w."MembresFin", 0)::int as "toEnd", i."DateSoumission"
    from "affectation" af
    join "inscription" i on i."Id" = af."IdInscription"
    join "film" f on f."Id" = i."IdFilm"
    join "campagne_section" cs on cs."Id" = i."IdCampagneSection"
    join "campagne" c on c."Id" = cs."IdCampagne"
    join "section" s on s."Id" = cs."IdSection"
    ${label.joins}
    left join "visionnage" v on v."IdInscription" = i."Id" and v."IdCompte" = ${options.accountId} and v."TypeVideo" = 'film'
    left join "visionnage_resume" w on w."IdInscription" = i."Id"
    where af."IdMembre" = ${membership.IdMembre} and ${visibleEntry('i')}
    order by i."DateSoumission" nulls last, i."Id"`);
  const items = rows.map((row) => {
    const seen = Number(row.seen ?? 0);
    const furthest = Number(row.PositionMax ?? 0);
    return {
      IdInscription: Number(row.IdInscription),
      Numero: row.Numero,
      TitreOriginal: row.TitreOriginal,
      sectionLabel: `${row.label} (${row.AnneeEdition})`,
      Duree: row.Duree === null ? null : Number(row.Duree),
      furthestPercent: furthestPercent(furthest, seen),
      watchedToEnd: isWatchedToEnd(furthest, seen),
      membersWatchedToEnd: Number(row.toEnd),
      submittedAt: row.DateSoumission === null ? null : new Date(row.DateSoumission).getTime(),
    };
  });
  const next = nextInQueue(items, options.except);
  return { items: items.map(({ submittedAt: _submittedAt, ...item }) => item), next };
}
