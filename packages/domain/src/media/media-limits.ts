import { FILM_LIMITS } from '../films/film-values.ts';
import { hasSuperStamp } from '../films/publication-rules.ts';

/**
 * How many files a film may hold and how large each may be (docs/decisions.md "Placeholders filled",
 * spec §5 picker rules). `FILM_LIMITS` holds the defaults; the server reads the numbers in force
 * from configuration (`PHOTOS_PER_FILM`, ...) and every list answer carries them, so the web
 * never keeps a second copy of a number.
 */
export type MediaLimits = {
  /** Photos per film without a SuperStamp. */
  photosPerFilm: number;
  /** Photos per film while the film's SuperStamp runs. */
  photosPerFilmSuperStamp: number;
  /** Documents per person and film. */
  documentsPerPersonFilm: number;
  /** Largest photo accepted, in bytes. */
  photoMaxBytes: number;
  /** Largest document accepted, in bytes. */
  documentMaxBytes: number;
};

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  photosPerFilm: FILM_LIMITS.photosWithoutSuperStamp,
  photosPerFilmSuperStamp: FILM_LIMITS.photosWithSuperStamp,
  documentsPerPersonFilm: FILM_LIMITS.documentsPerPersonAndFilm,
  photoMaxBytes: FILM_LIMITS.imageBytes,
  documentMaxBytes: FILM_LIMITS.documentBytes,
};

/** How many photos this film may hold now: more while its SuperStamp runs (spec §1). */
export function filmPhotoLimit(options: {
  film: { DateExpirationSuperTimbre: Date | null };
  limits: MediaLimits;
  now: Date;
}): number {
  const { film, limits, now } = options;
  return hasSuperStamp(film.DateExpirationSuperTimbre, now)
    ? limits.photosPerFilmSuperStamp
    : limits.photosPerFilm;
}

const MB = 1024 * 1024;

/** The size a person reads in a message ("5 MB"), in whole megabytes when it is one. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
