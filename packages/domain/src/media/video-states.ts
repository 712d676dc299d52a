import { z } from 'zod';
import type { VideoCheckState } from './video-check.ts';
import { isVideoExpired, isVideoExpiringSoon, videoLimitDate } from './video-retention.ts';

/*
 * The state of each film's video at a glance (spec §2 dashboard "videos to upload"): one answer
 * for all of the account's films, so the dashboard does not ask `films/{IdFilm}/video` per film.
 */

/**
 * `missing`: no video to show festivals (never sent, or deleted once expired); `expired`: the
 * limit date has passed; `checking`: the technical check is under way; `failed`: the check could
 * not read the file (send it again); `ready`: there is a video festivals can watch.
 */
export const FILM_VIDEO_STATES = ['missing', 'expired', 'checking', 'failed', 'ready'] as const;
export type FilmVideoStateName = (typeof FILM_VIDEO_STATES)[number];

/** The facts of a `film_video` row the state depends on (null when the film has none). */
export type FilmVideoFacts = {
  hasFile: boolean;
  isReference: boolean;
  checkState: VideoCheckState | null;
  DateExpiration: Date | null;
  DateProlongation: Date | null;
};

/** The state of one film's video (see `FILM_VIDEO_STATES`). */
export function filmVideoState(video: FilmVideoFacts | null, now: Date): FilmVideoStateName {
  if (!video) return 'missing';
  // A Vimeo reference has no file here and no check: it is watchable as long as it is kept.
  if (!video.hasFile && !video.isReference) return isVideoExpired(video, now) ? 'expired' : 'missing';
  if (isVideoExpired(video, now)) return 'expired';
  if (video.isReference) return 'ready';
  if (video.checkState === 'queued' || video.checkState === 'running') return 'checking';
  if (video.checkState === 'failed') return 'failed';
  return 'ready';
}

const ZDateTime = z.iso.datetime({ offset: true });

/** One film (not archived) of the account with its film video's state and limit date. */
export const ZFilmVideoState = z.object({
  IdFilm: z.number().int(),
  TitreOriginal: z.string(),
  state: z.enum(FILM_VIDEO_STATES),
  /** The later of expiry and extension (spec §4), null without a video. */
  limitDate: ZDateTime.nullable(),
  /** The limit falls within the warning days (14) and has not passed. */
  expiresSoon: z.boolean(),
});
export type FilmVideoState = z.infer<typeof ZFilmVideoState>;

/** `GET films/videos`: every film of the account that is not archived, newest first. */
export const ZFilmVideoStates = z.object({ films: z.array(ZFilmVideoState) });
export type FilmVideoStates = z.infer<typeof ZFilmVideoStates>;

/** The limit date and expires-soon marker of a video row (null row: none). */
export function videoLimit(
  video: FilmVideoFacts | null,
  now: Date,
): { limitDate: Date | null; expiresSoon: boolean } {
  if (!video) return { limitDate: null, expiresSoon: false };
  return { limitDate: videoLimitDate(video), expiresSoon: isVideoExpiringSoon(video, now) };
}
