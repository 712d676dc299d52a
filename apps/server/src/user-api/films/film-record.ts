import type { Db } from '@shortlist/db/client';
import {
  film,
  filmDiffusion,
  filmParticipation,
  filmPays,
  filmResume,
  filmSynopsis,
  filmTitre,
} from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { canEditFilm, canViewFilm } from '@shortlist/domain/films/film-ownership';
import { durationParts, ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import { isArchived, statusName } from '@shortlist/domain/films/film-status';
import type { Publication } from '@shortlist/domain/films/film-values';
import { sharingOf } from '@shortlist/domain/films/publication-rules';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { FILM_LINKS, type FilmLinkKey } from './film-links.ts';

// Qualified: in a sub-select on a table with its own `Id`, Drizzle's unqualified column would name that table's.
const FILM_ID = sql.raw('"film"."Id"');

export type FilmRow = typeof film.$inferSelect;

/** The film row when `account` may see it; 404 NOT_FOUND otherwise, whether it exists or not. */
export async function requireViewableFilm(
  db: Db,
  options: { account: Account; id: number },
): Promise<FilmRow> {
  const [row] = await db.select().from(film).where(eq(film.Id, options.id));
  if (!row || !canViewFilm(options.account.Id, row)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The film row, locked for the rest of the transaction, when `account` may change it: 404 for
 * another account's film, 409 FILM_ARCHIVED for an archived one (festivals keep what they got).
 */
export async function requireEditableFilm(
  tx: Db,
  options: { account: Account; id: number },
): Promise<FilmRow> {
  const [row] = await tx.select().from(film).where(eq(film.Id, options.id)).for('update');
  if (!row || !canViewFilm(options.account.Id, row)) throw new AppError('NOT_FOUND');
  if (!canEditFilm(options.account.Id, row)) throw new AppError('FILM_ARCHIVED');
  return row;
}

/** `array(select <column> from <link> where IdFilm = film.Id order by <column>)` */
function idsOf(key: FilmLinkKey): SQL<number[]> {
  const link = FILM_LINKS[key];
  return sql<
    number[]
  >`array(select ${sql.identifier(link.column.name)} from ${link.table} where ${sql.identifier('IdFilm')} = ${FILM_ID} order by 1)`;
}

/** The texts of a per-language table as a JSON array, ordered by language. */
function textsOf(
  table: typeof filmTitre | typeof filmResume | typeof filmSynopsis,
  text: AnyPgColumn,
  where?: SQL,
) {
  const name = text.name;
  return sql<
    { IdLangue: number; [key: string]: string | number }[]
  >`coalesce((select json_agg(json_build_object('IdLangue', t."IdLangue", ${name}::text, t.${sql.identifier(name)}) order by t."IdLangue") from ${table} t where t."IdFilm" = ${FILM_ID}${where ? sql` and ${where}` : sql``}), '[]'::json)`;
}

/**
 * The whole record as its owner edits it (`ZFilm`), in one query whatever the number of
 * titles, countries or credits: every list is a sub-select of the film row.
 */
export async function readFilmRecord(
  db: Db,
  options: { id: number; accountId: number; now: Date },
): Promise<Film> {
  return readRecord(db, {
    where: and(eq(film.Id, options.id), eq(film.IdCompte, options.accountId)),
    now: options.now,
  });
}

/**
 * The record of any film by its id, whatever its publication or archiving, for the festivals
 * it was entered at (issue 31: "even when the film is private, protected, or archived after
 * entering"). Who may read it is the caller's check: the festival-space area receives this
 * function from the composition root and calls it only for a member of the entry's festival.
 * 404 for an unknown id.
 */
export async function readFilmRecordById(db: Db, options: { id: number; now: Date }): Promise<Film> {
  return readRecord(db, { where: eq(film.Id, options.id), now: options.now });
}

async function readRecord(db: Db, options: { where: SQL | undefined; now: Date }): Promise<Film> {
  const [row] = await db
    .select({
      ...getTableColumns(film),
      // The film video lives in the media area's table: the film "had a video" once an upload finished.
      HadVideo: sql<boolean>`exists(select 1 from "film_video" v where v."IdFilm" = ${FILM_ID} and v."TypeVideo" = 'film' and v."Fichier" is not null)`,
      idPaysProdPrincipal: sql<
        number | null
      >`(select "IdPays" from ${filmPays} where "IdFilm" = ${FILM_ID} and "IsPrincipal")`,
      idsPaysCoProd: sql<
        number[]
      >`array(select "IdPays" from ${filmPays} where "IdFilm" = ${FILM_ID} and not "IsPrincipal" order by 1)`,
      idsPaysTournage: idsOf('idsPaysTournage'),
      idsLangueDialogue: idsOf('idsLangueDialogue'),
      idsCategorie: idsOf('idsCategorie'),
      idsGenre: idsOf('idsGenre'),
      idsThematique: idsOf('idsThematique'),
      idsSupportCaptation: idsOf('idsSupportCaptation'),
      idsSupportProj: idsOf('idsSupportProj'),
      idsTechAnimation: idsOf('idsTechAnimation'),
      logiciels: idsOf('logiciels'),
      resumeEn: sql<
        string | null
      >`(select "Resume" from ${filmResume} where "IdFilm" = ${FILM_ID} and "IdLangue" = ${ENGLISH_ID})`,
      titres: textsOf(filmTitre, filmTitre.Titre),
      resumes: textsOf(filmResume, filmResume.Resume, sql`t."IdLangue" <> ${ENGLISH_ID}`),
      synopses: textsOf(filmSynopsis, filmSynopsis.Synopsis),
      diffusions: sql<
        Film['diffusions']
      >`coalesce((select json_agg(json_build_object('Id', d."Id", 'Source', d."Source", 'IdPays', d."IdPays", 'Annee', d."Annee", 'Nom', d."Nom") order by d."Annee" desc, d."Id") from ${filmDiffusion} d where d."IdFilm" = ${FILM_ID}), '[]'::json)`,
      participations: sql<
        Film['participations']
      >`coalesce((select json_agg(json_build_object('Id', p."Id", 'IdPays', p."IdPays", 'Annee', p."Annee", 'NomFestival', p."NomFestival", 'Distinction', p."Distinction") order by p."Annee" desc, p."Id") from ${filmParticipation} p where p."IdFilm" = ${FILM_ID}), '[]'::json)`,
    })
    .from(film)
    .where(options.where);
  if (!row) throw new AppError('NOT_FOUND');
  const { MotDePasse, TitreRecherche, ShortnameRecherche, TitresRecherche, ...rest } = row;
  void TitreRecherche;
  void ShortnameRecherche;
  void TitresRecherche;
  return {
    ...rest,
    ...durationParts(row.Duree),
    DateCreation: row.DateCreation.toISOString(),
    DateModification: row.DateModification.toISOString(),
    DateDeclarationDroits: row.DateDeclarationDroits.toISOString(),
    DateExpirationSuperTimbre: row.DateExpirationSuperTimbre?.toISOString() ?? null,
    Publication: row.Publication as Publication,
    status: statusName(row.Statut),
    hasPassword: MotDePasse !== null,
    sharing: sharingOf(row.DateExpirationSuperTimbre, options.now),
    canEdit: !isArchived(row.Statut),
    titres: row.titres as Film['titres'],
    resumes: row.resumes as Film['resumes'],
    synopses: row.synopses as Film['synopses'],
  };
}

/** Sets the film's main production country and co-producers (the main one never among them). */
export async function replaceProducingCountries(
  tx: Db,
  options: { filmId: number; main: number | null; coProducers: readonly number[] | null },
): Promise<void> {
  if (options.main !== null) {
    await tx.delete(filmPays).where(and(eq(filmPays.IdFilm, options.filmId), eq(filmPays.IsPrincipal, true)));
    // A co-producer becoming the main country changes role.
    await tx
      .delete(filmPays)
      .where(and(eq(filmPays.IdFilm, options.filmId), eq(filmPays.IdPays, options.main)));
    await tx.insert(filmPays).values({ IdFilm: options.filmId, IdPays: options.main, IsPrincipal: true });
  }
  if (options.coProducers !== null) {
    await tx
      .delete(filmPays)
      .where(and(eq(filmPays.IdFilm, options.filmId), eq(filmPays.IsPrincipal, false)));
    const [main] = await tx
      .select({ IdPays: filmPays.IdPays })
      .from(filmPays)
      .where(and(eq(filmPays.IdFilm, options.filmId), eq(filmPays.IsPrincipal, true)));
    const others = options.coProducers.filter((id) => id !== main?.IdPays);
    if (others.length > 0) {
      await tx
        .insert(filmPays)
        .values(others.map((IdPays) => ({ IdFilm: options.filmId, IdPays, IsPrincipal: false })));
    }
  }
}
