import type { Db } from '@shortlist/db/client';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { isValidSignature, signSubject } from '../../platform/storage/signed-urls.ts';
import { viewableFilm } from '../../shared-kernel/film-access.ts';

/** What a playback URL signs: the video and its current file (a replaced file's links die). */
const subjectOf = (video: { Id: number; Fichier: string }) => `video:${video.Id}:${video.Fichier}`;
const posterSubjectOf = (video: { Id: number; Affiche: string }) => `poster:${video.Id}:${video.Affiche}`;
const subtitleSubjectOf = (track: { Id: number; Fichier: string }) => `subtitle:${track.Id}:${track.Fichier}`;

/**
 * A short-lived URL playing the film's video or trailer (owner only for now: 404 otherwise;
 * festivals the film was submitted to come with submissions). It lives `minutes`.
 */
export async function videoPlaybackUrl(
  db: Db,
  options: { account: Account; IdFilm: number; type: VideoType; secret: string; minutes: number; now: Date },
): Promise<{
  url: string;
  expires: string;
  poster: string | null;
  tracks: { IdLangue: number; url: string }[];
}> {
  const film = await viewableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  return filmPlaybackUrl(db, { ...options, IdFilm: film.Id });
}

/**
 * The same signed URLs for any film's video, whoever asks: the owner's call above checks the
 * film first; the festival-space area receives this function from the composition root and
 * checks that the account is a member of a festival the film was entered at (issue 31). 404
 * when the film has no playable file of that type.
 */
export async function filmPlaybackUrl(
  db: Db,
  options: { IdFilm: number; type: VideoType; secret: string; minutes: number; now: Date },
): Promise<{
  url: string;
  expires: string;
  poster: string | null;
  tracks: { IdLangue: number; url: string }[];
}> {
  const [video] = await db
    .select({ Id: filmVideo.Id, Fichier: filmVideo.Fichier, Affiche: filmVideo.Affiche })
    .from(filmVideo)
    .where(and(eq(filmVideo.IdFilm, options.IdFilm), eq(filmVideo.TypeVideo, options.type)));
  if (!video?.Fichier) throw new AppError('NOT_FOUND');
  const expires = new Date(options.now.getTime() + options.minutes * 60_000);
  const { exp, sig } = signSubject({
    secret: options.secret,
    subject: subjectOf({ Id: video.Id, Fichier: video.Fichier }),
    expires,
  });
  const subtitles = await db
    .select({
      Id: filmVideoSousTitre.Id,
      IdLangue: filmVideoSousTitre.IdLangue,
      Fichier: filmVideoSousTitre.Fichier,
    })
    .from(filmVideoSousTitre)
    .where(eq(filmVideoSousTitre.IdVideo, video.Id))
    .orderBy(asc(filmVideoSousTitre.IdLangue));
  const tracks = subtitles.map((track) => {
    const signed = signSubject({ secret: options.secret, subject: subtitleSubjectOf(track), expires });
    return {
      IdLangue: track.IdLangue,
      url: `/api/media/subtitles/${track.Id}?exp=${signed.exp}&sig=${signed.sig}`,
    };
  });
  const poster = video.Affiche
    ? signSubject({
        secret: options.secret,
        subject: posterSubjectOf({ Id: video.Id, Affiche: video.Affiche }),
        expires,
      })
    : null;
  return {
    url: `/api/media/videos/${video.Id}?exp=${exp}&sig=${sig}`,
    expires: expires.toISOString(),
    poster: poster ? `/api/media/posters/${video.Id}?exp=${poster.exp}&sig=${poster.sig}` : null,
    tracks,
  };
}

/**
 * The stored file a signed URL opens: 403 FORBIDDEN when the signature is wrong, expired, for a
 * file since replaced, or for a video that is gone (so ids cannot be probed).
 */
export async function signedVideo(
  db: Db,
  options: { Id: number; exp: number; sig: string; secret: string; now: Date },
): Promise<{ Fichier: string; Mime: string }> {
  const [video] = await db
    .select({ Id: filmVideo.Id, Fichier: filmVideo.Fichier, Mime: filmVideo.Mime })
    .from(filmVideo)
    .where(eq(filmVideo.Id, options.Id));
  if (!video?.Fichier) throw new AppError('FORBIDDEN');
  const valid = isValidSignature({
    secret: options.secret,
    subject: subjectOf({ Id: video.Id, Fichier: video.Fichier }),
    exp: options.exp,
    sig: options.sig,
    now: options.now,
  });
  if (!valid) throw new AppError('FORBIDDEN');
  return { Fichier: video.Fichier, Mime: video.Mime ?? 'application/octet-stream' };
}

/** The WebVTT file a signed subtitle URL opens: 403 FORBIDDEN as for videos. */
export async function signedSubtitle(
  db: Db,
  options: { Id: number; exp: number; sig: string; secret: string; now: Date },
): Promise<{ Fichier: string }> {
  const [track] = await db
    .select({ Id: filmVideoSousTitre.Id, Fichier: filmVideoSousTitre.Fichier })
    .from(filmVideoSousTitre)
    .where(eq(filmVideoSousTitre.Id, options.Id));
  const valid =
    track &&
    isValidSignature({
      secret: options.secret,
      subject: subtitleSubjectOf(track),
      exp: options.exp,
      sig: options.sig,
      now: options.now,
    });
  if (!track || !valid) throw new AppError('FORBIDDEN');
  return { Fichier: track.Fichier };
}

/** The poster frame a signed URL opens: 403 FORBIDDEN as for videos. */
export async function signedPoster(
  db: Db,
  options: { Id: number; exp: number; sig: string; secret: string; now: Date },
): Promise<{ Affiche: string }> {
  const [video] = await db
    .select({ Id: filmVideo.Id, Affiche: filmVideo.Affiche })
    .from(filmVideo)
    .where(eq(filmVideo.Id, options.Id));
  const valid =
    video?.Affiche &&
    isValidSignature({
      secret: options.secret,
      subject: posterSubjectOf({ Id: video.Id, Affiche: video.Affiche }),
      exp: options.exp,
      sig: options.sig,
      now: options.now,
    });
  if (!video?.Affiche || !valid) throw new AppError('FORBIDDEN');
  return { Affiche: video.Affiche };
}
