/**
 * Fixed values of the film record (spec §3 enumerations, §4 states, docs/decisions.md limits). The
 * database keeps them in CHECK constraints built from these lists, the contracts in zod enums:
 * one list for both.
 */

/** Film state flags (spec §3): archived 1, incomplete 2, complete 28. `Statut` is 2 or 28, plus 1 when archived. */
export const FILM_STATUT = { archived: 1, incomplete: 2, complete: 28 } as const;
/** Every value `film.Statut` may hold. */
export const FILM_STATUT_VALUES = [2, 3, 28, 29] as const;

/** Film visibility (spec §3): private 0, public 1, password-protected 2. */
export const PUBLICATION = { private: 0, public: 1, password: 2 } as const;
export const PUBLICATION_VALUES = [0, 1, 2] as const;
export type Publication = (typeof PUBLICATION_VALUES)[number];

/** Photo types (spec §3). */
export const PHOTO_TYPES = ['photo', 'poster', 'film', 'shooting'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Image sizes (spec §3) every photo is turned into. */
export const IMAGE_SIZES = ['origin', 'fullhd', 'hdready', 'thumbnail'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Document types (spec §3). */
export const DOCUMENT_TYPES = ['dialogues', 'other', 'script', 'synopsis'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Broadcast source of a diffusion (spec §3). */
export const BROADCAST_SOURCES = ['cinema', 'tv', 'internet'] as const;
export type BroadcastSource = (typeof BROADCAST_SOURCES)[number];

/** Limits of docs/decisions.md ("Placeholders filled"): photos per film, documents per person and film. */
export const FILM_LIMITS = {
  photosWithoutSuperStamp: 5,
  photosWithSuperStamp: 20,
  documentsPerPersonAndFilm: 10,
  /** Picker default of spec §5 (5 MB). */
  imageBytes: 5 * 1024 * 1024,
  documentBytes: 5 * 1024 * 1024,
} as const;

/** Spec §5 / §9: categories 1 to 2, genres at most 5. */
export const CATEGORIES_MIN = 1;
export const CATEGORIES_MAX = 2;
export const GENRES_MAX = 5;

/** Column limits of the film's texts. */
export const FILM_TEXT_LIMITS = {
  title: 255,
  schoolName: 255,
  url: 255,
  shortname: 100,
  summary: 1000,
  synopsis: 10_000,
  biography: 5000,
  filmographyTitle: 255,
  distinction: 255,
  careerName: 255,
  photoCredit: 255,
  fileName: 255,
  /** Film unlock password, like an account password's upper bound (docs/decisions.md). */
  password: 64,
} as const;

/** Production years the film form offers (spec §9: year list from 1800). */
export const PRODUCTION_YEAR_MIN = 1800;
/** Longest running time accepted, in seconds (a short-film platform, but features exist: 10 h). */
export const DURATION_MAX_SECONDS = 10 * 3600;
