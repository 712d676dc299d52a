import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { FILM_STATUT } from '@shortlist/domain/films/film-value-lists';
import { effectiveRetentionDates, screenerRetention } from '@shortlist/domain/media/screener-retention';
import {
  type FilmVideoFacts,
  type FilmVideoStates,
  filmVideoState,
  videoLimit,
} from '@shortlist/domain/media/video-states';
import { isVimeoSource } from '@shortlist/domain/media/vimeo';
import { and, desc, eq, sql } from 'drizzle-orm';
import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';

/**
 * `GET films/videos` (spec §2 dashboard "videos to upload"): each of the account's films that is
 * not archived, with the state of its film video (not the trailer: festivals judge the film) and
 * its limit date, in one query rather than one `films/{IdFilm}/video` per film. Only the
 * signed-in account's own films: the account is the filter, never a parameter.
 */
export async function listVideoStates(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<FilmVideoStates> {
  const rows = await db
    .select({
      IdFilm: film.Id,
      TitreOriginal: film.TitreOriginal,
      videoId: filmVideo.Id,
      Fichier: filmVideo.Fichier,
      SourceUploadVideo: filmVideo.SourceUploadVideo,
      ReferenceOvp: filmVideo.ReferenceOvp,
      EtatVerification: filmVideo.EtatVerification,
      DateExpiration: filmVideo.DateExpiration,
      DateProlongation: filmVideo.DateProlongation,
      DateAvertissement: filmVideo.DateAvertissement,
    })
    .from(film)
    .leftJoin(filmVideo, and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, 'film')))
    .where(and(eq(film.IdCompte, options.accountId), sql`(${film.Statut} & ${FILM_STATUT.archived}) = 0`))
    .orderBy(desc(film.DateCreation), desc(film.Id));
  // A stored file is kept as long as its film's sent entries say (issue 32; `screenerRetention`).
  const entriesOf = await retentionEntriesByFilm(
    db,
    rows.filter((row) => row.Fichier !== null).map((row) => row.IdFilm),
  );
  return {
    films: rows.map((row) => {
      const kept =
        row.Fichier === null
          ? null
          : screenerRetention({ video: row, entries: entriesOf.get(row.IdFilm) ?? [], now: options.now });
      const dates = kept ? effectiveRetentionDates(row, kept, options.now) : row;
      const video: FilmVideoFacts | null =
        row.videoId === null
          ? null
          : {
              hasFile: row.Fichier !== null,
              isReference:
                row.SourceUploadVideo !== null && isVimeoSource(row.SourceUploadVideo) && !!row.ReferenceOvp,
              checkState: row.EtatVerification,
              DateExpiration: dates.DateExpiration,
              DateProlongation: dates.DateProlongation,
            };
      const { limitDate, expiresSoon } = videoLimit(video, options.now);
      // Held by an entry awaiting its answer, past its dates: kept, with no day to renew before.
      const held = kept?.until === null && kept.held;
      return {
        IdFilm: row.IdFilm,
        TitreOriginal: row.TitreOriginal,
        state: filmVideoState(video, options.now),
        limitDate: limitDate && !held ? limitDate.toISOString() : null,
        expiresSoon: expiresSoon && !held,
      };
    }),
  };
}
