import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import { FILM_STATUT } from '@shortlist/domain/films/film-value-lists';
import type { EligibilityFilm } from '@shortlist/domain/submissions/eligibility-input';
import { and, eq, inArray, sql } from 'drizzle-orm';

const ids = (column: string, table: string) =>
  sql<
    number[]
  >`coalesce((select array_agg(${sql.raw(`"${column}"`)} order by ${sql.raw(`"${column}"`)}) from ${sql.raw(`"${table}"`)} where "IdFilm" = "film"."Id"), '{}')`;

/**
 * What the section criteria read of films (issue 33), for the call editor: every complete film
 * that is not archived (the "films on this platform" a section would let in), or the films
 * `filmIds` (entries, whatever their state now). The same facts as the submission panel's
 * (`submissions/eligibility-facts.ts`) for the criteria, without the screener's dates, which no
 * criterion reads. One query, its lists as arrays.
 */
export async function loadCriteriaFilms(
  db: Db,
  options: { filmIds?: readonly number[] },
): Promise<EligibilityFilm[]> {
  const complete = and(
    sql`(${film.Statut} & ${FILM_STATUT.complete}) = ${FILM_STATUT.complete}`,
    sql`(${film.Statut} & ${FILM_STATUT.archived}) = 0`,
  );
  if (options.filmIds && options.filmIds.length === 0) return [];
  const rows = await db
    .select({
      Id: film.Id,
      Statut: film.Statut,
      AnneeProd: film.AnneeProd,
      MoisProd: film.MoisProd,
      Duree: film.Duree,
      IsPremierFilm: film.IsPremierFilm,
      IsFilmEcole: film.IsFilmEcole,
      IsSilencieux: film.IsSilencieux,
      IsSansDialogue: film.IsSansDialogue,
      idPaysProdPrincipal: sql<
        number | null
      >`(select "IdPays" from "film_pays" where "IdFilm" = "film"."Id" and "IsPrincipal" limit 1)`,
      idsPaysCoProd: sql<
        number[]
      >`coalesce((select array_agg("IdPays" order by "IdPays") from "film_pays" where "IdFilm" = "film"."Id" and not "IsPrincipal"), '{}')`,
      idsCategorie: ids('IdCategorie', 'film_categorie'),
      idsGenre: ids('IdGenre', 'film_genre'),
      idsThematique: ids('IdThematique', 'film_thematique'),
      idsLangueDialogue: ids('IdLangue', 'film_langue_dialogue'),
      IdLangueSousTitre: filmVideo.IdLangueSousTitre,
      HadSubtitleEn: filmVideo.HadSubtitleEn,
      subtitleFiles: sql<
        number[]
      >`coalesce((select array_agg(st."IdLangue") from "film_video_sous_titre" st where st."IdVideo" = ${filmVideo.Id}), '{}')`,
    })
    .from(film)
    .leftJoin(filmVideo, and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, 'film')))
    .where(options.filmIds ? inArray(film.Id, [...options.filmIds]) : complete);
  return rows.map(({ IdLangueSousTitre, HadSubtitleEn, subtitleFiles, ...row }) => {
    const subtitles = new Set<number>(subtitleFiles);
    if (IdLangueSousTitre !== null) subtitles.add(IdLangueSousTitre);
    if (HadSubtitleEn) subtitles.add(ENGLISH_ID);
    return { ...row, idsLangueSousTitre: [...subtitles], video: null };
  });
}
