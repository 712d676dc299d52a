import type { Db } from '@shortlist/db/client';
import { generique } from '@shortlist/db/schema/film-people';
import {
  film,
  filmCategorie,
  filmPays,
  filmPhoto,
  filmResume,
  filmSupportCaptation,
  filmSupportProj,
} from '@shortlist/db/schema/films';
import { ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import {
  type CompletenessInput,
  filmStatut,
  isArchived,
  missingItems,
} from '@shortlist/domain/films/film-status';
import { eq, inArray, sql } from 'drizzle-orm';

// Qualified: in a sub-select on a table with its own `Id`, Drizzle's unqualified column would name that table's.
const FILM_ID = sql.raw('"film"."Id"');

/**
 * Completeness reads tables of three areas (the film's own, its credits, its photos), and each of
 * them must refresh `film.Statut` after a change: so it lives here, shared, and every area calls
 * `refreshFilmStatut` in the transaction of its write. The rule itself is `missingItems` of
 * packages/domain.
 */

/** What `missingItems` needs for each film of `ids`, in one query however many films. */
export async function loadCompleteness(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CompletenessInput>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      Id: film.Id,
      TitreOriginal: film.TitreOriginal,
      AnneeProd: film.AnneeProd,
      MoisProd: film.MoisProd,
      Duree: film.Duree,
      IdProcede: film.IdProcede,
      IsFilmEcole: film.IsFilmEcole,
      NomEcole: film.NomEcole,
      TitreInternationnal: film.TitreInternationnal,
      IdRatio: film.IdRatio,
      IdSon: film.IdSon,
      IdFramerate: film.IdFramerate,
      IdPriseVue: film.IdPriseVue,
      idPaysProdPrincipal: sql<
        number | null
      >`(select "IdPays" from ${filmPays} where "IdFilm" = ${FILM_ID} and "IsPrincipal")`,
      idsCategorie: sql<
        number[]
      >`array(select "IdCategorie" from ${filmCategorie} where "IdFilm" = ${FILM_ID})`,
      resumeEn: sql<
        string | null
      >`(select "Resume" from ${filmResume} where "IdFilm" = ${FILM_ID} and "IdLangue" = ${ENGLISH_ID})`,
      idsSupportCaptation: sql<
        number[]
      >`array(select "IdSupportCaptation" from ${filmSupportCaptation} where "IdFilm" = ${FILM_ID})`,
      idsSupportProj: sql<
        number[]
      >`array(select "IdSupportProj" from ${filmSupportProj} where "IdFilm" = ${FILM_ID})`,
      // IdFonction is the spec's function code (the dictionary's Id equals its Code).
      fonctions: sql<
        number[]
      >`array(select distinct "IdFonction" from ${generique} where "IdFilm" = ${FILM_ID})`,
      photos: sql<number>`(select count(*)::int from ${filmPhoto} where "IdFilm" = ${FILM_ID})`,
      hasPrincipalPhoto: sql<boolean>`exists(select 1 from ${filmPhoto} where "IdFilm" = ${FILM_ID} and "IsPrincipal")`,
    })
    .from(film)
    .where(inArray(film.Id, [...ids]));
  return new Map(rows.map(({ Id, ...input }) => [Id, input]));
}

/**
 * Recomputes the film's `Statut` (complete 28 or incomplete 2, archived kept) and touches its
 * modification date. Call it inside the transaction of any write that can change completeness.
 */
export async function refreshFilmStatut(tx: Db, options: { filmId: number; now: Date }): Promise<number> {
  const inputs = await loadCompleteness(tx, [options.filmId]);
  const input = inputs.get(options.filmId);
  if (!input) return 0;
  const [current] = await tx.select({ Statut: film.Statut }).from(film).where(eq(film.Id, options.filmId));
  const Statut = filmStatut({
    complete: missingItems(input).length === 0,
    archived: isArchived(current?.Statut ?? 0),
  });
  await tx.update(film).set({ Statut, DateModification: options.now }).where(eq(film.Id, options.filmId));
  return Statut;
}
