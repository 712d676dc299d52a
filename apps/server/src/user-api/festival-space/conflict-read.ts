import type { Db } from '@shortlist/db/client';
import type { Conflict } from '@shortlist/domain/festival-space/assignment-contracts';
import { type SQL, sql } from 'drizzle-orm';
import { memberNameSql } from './assignment-sql.ts';

type ConflictRow = {
  Id: number;
  IdMembre: number;
  memberName: string;
  IdFilm: number | null;
  IdPersonne: number | null;
  label: string | null;
  DateCreation: Date | string;
};

/** Conflicts as the API shows them, those `where` keeps (on `ci`, the conflict, and `m`, its member). */
export async function readConflicts(db: Db, where: SQL): Promise<Conflict[]> {
  const { rows } = await db.execute<ConflictRow>(sql`
    select ci."Id", ci."IdMembre", ${memberNameSql} as "memberName", ci."IdFilm", ci."IdPersonne",
      coalesce(f."TitreOriginal", nullif(btrim(concat_ws(' ', cp."Prenom", cp."Nom")), ''), cp."Pseudo") as "label",
      ci."DateCreation"
    from "conflit_interet" ci
    join "membre_festival" m on m."Id" = ci."IdMembre"
    join "compte" a on a."Id" = m."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    left join "film" f on f."Id" = ci."IdFilm"
    left join "personne" cp on cp."Id" = ci."IdPersonne"
    where ${where}
    order by ci."DateCreation" desc, ci."Id" desc`);
  return rows.map((row) => ({
    IdConflit: Number(row.Id),
    IdMembre: Number(row.IdMembre),
    memberName: row.memberName,
    IdFilm: row.IdFilm === null ? null : Number(row.IdFilm),
    IdPersonne: row.IdPersonne === null ? null : Number(row.IdPersonne),
    label: row.label ?? '',
    DateCreation: (row.DateCreation instanceof Date
      ? row.DateCreation
      : new Date(row.DateCreation)
    ).toISOString(),
  }));
}

export async function readConflict(db: Db, conflictId: number): Promise<Conflict | undefined> {
  const [conflict] = await readConflicts(db, sql`ci."Id" = ${conflictId}`);
  return conflict;
}
