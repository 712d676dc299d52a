import type { Db } from '@shortlist/db/client';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import {
  effectiveRetentionDates,
  retentionAnswer,
  screenerRetention,
} from '@shortlist/domain/media/screener-retention';
import { ZVideoCheck } from '@shortlist/domain/media/video-check';
import type { FilmVideo, FilmVideoList } from '@shortlist/domain/media/video-contracts';
import { isVideoExpired, videoLimitDate } from '@shortlist/domain/media/video-retention';
import { type VideoSizeLimits, videoMaxBytes } from '@shortlist/domain/media/video-rules';
import {
  isVimeoSource,
  parseVimeoReference,
  vimeoPageUrl,
  vimeoPlayerUrl,
} from '@shortlist/domain/media/vimeo';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { viewableFilm } from '../../shared-kernel/film-access.ts';
import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';

/** The page and player of a Vimeo reference; null for a file (or a reference no longer readable). */
function vimeoOf(row: { SourceUploadVideo: string; ReferenceOvp: string | null }) {
  if (!isVimeoSource(row.SourceUploadVideo) || !row.ReferenceOvp) return null;
  const video = parseVimeoReference(row.ReferenceOvp);
  return video ? { url: vimeoPageUrl(video), playerUrl: vimeoPlayerUrl(video) } : null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * `GET films/{IdFilm}/video`: the film's video and trailer with their retention (until when and
 * why, `screenerRetention` with the film's sent entries) and the
 * state and findings of their technical check, and the size each type may have now. Only the
 * owner (404 otherwise).
 */
export async function listFilmVideos(
  db: Db,
  options: { account: Account; IdFilm: number; now: Date; limits?: VideoSizeLimits },
): Promise<FilmVideoList> {
  const film = await viewableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  const rows = await db
    .select()
    .from(filmVideo)
    .where(eq(filmVideo.IdFilm, film.Id))
    .orderBy(asc(filmVideo.TypeVideo));
  const subtitles = rows.length
    ? await db
        .select({ IdVideo: filmVideoSousTitre.IdVideo, IdLangue: filmVideoSousTitre.IdLangue })
        .from(filmVideoSousTitre)
        .where(
          inArray(
            filmVideoSousTitre.IdVideo,
            rows.map((row) => row.Id),
          ),
        )
        .orderBy(asc(filmVideoSousTitre.IdLangue))
    : [];
  // The film's sent entries keep its stored files (issue 32), read now so the date shown is the
  // one the expiry pass acts on.
  const entries = (await retentionEntriesByFilm(db, [film.Id])).get(film.Id) ?? [];
  const videos: FilmVideo[] = rows.map((row) => {
    const check = ZVideoCheck.safeParse(row.Verification);
    const kept = row.Fichier ? screenerRetention({ video: row, entries, now: options.now }) : null;
    const dates = kept ? effectiveRetentionDates(row, kept, options.now) : row;
    return {
      Id: row.Id,
      TypeVideo: row.TypeVideo,
      FichierOriginal: row.FichierOriginal,
      Poids: row.Poids,
      DateLastUpload: iso(row.DateLastUpload),
      NbUpload: row.NbUpload,
      DateExpiration: iso(row.DateExpiration),
      DateProlongation: iso(row.DateProlongation),
      SourceUploadVideo: row.SourceUploadVideo,
      limitDate: iso(videoLimitDate(dates)),
      isExpired: isVideoExpired(dates, options.now),
      retention: kept ? retentionAnswer(kept) : null,
      checkState: row.EtatVerification,
      check: check.success ? check.data : null,
      subtitles: subtitles.filter((s) => s.IdVideo === row.Id).map((s) => s.IdLangue),
      vimeo: vimeoOf(row),
    };
  });
  const max = (type: 'film' | 'trailer') =>
    videoMaxBytes({
      type,
      superStampExpiry: film.DateExpirationSuperTimbre,
      now: options.now,
      ...(options.limits ? { limits: options.limits } : {}),
    });
  return { videos, maxBytes: { film: max('film'), trailer: max('trailer') } };
}

/**
 * The film's video and trailer as a festival sees them (issue 31): the type, the subtitle
 * languages and the Vimeo reference, whoever asks. The festival-space area receives this function
 * from the composition root and calls it only for a member of the entry's festival.
 */
export async function filmVideoSummaries(
  db: Db,
  options: { IdFilm: number },
): Promise<Pick<FilmVideo, 'TypeVideo' | 'subtitles' | 'vimeo'>[]> {
  const rows = await db
    .select({
      Id: filmVideo.Id,
      TypeVideo: filmVideo.TypeVideo,
      SourceUploadVideo: filmVideo.SourceUploadVideo,
      ReferenceOvp: filmVideo.ReferenceOvp,
      Fichier: filmVideo.Fichier,
    })
    .from(filmVideo)
    .where(eq(filmVideo.IdFilm, options.IdFilm))
    .orderBy(asc(filmVideo.TypeVideo));
  const playable = rows.filter((row) => row.Fichier !== null || vimeoOf(row) !== null);
  const subtitles = playable.length
    ? await db
        .select({ IdVideo: filmVideoSousTitre.IdVideo, IdLangue: filmVideoSousTitre.IdLangue })
        .from(filmVideoSousTitre)
        .where(
          inArray(
            filmVideoSousTitre.IdVideo,
            playable.map((row) => row.Id),
          ),
        )
        .orderBy(asc(filmVideoSousTitre.IdLangue))
    : [];
  return playable.map((row) => ({
    TypeVideo: row.TypeVideo,
    subtitles: subtitles.filter((s) => s.IdVideo === row.Id).map((s) => s.IdLangue),
    vimeo: vimeoOf(row),
  }));
}
