import { randomBytes } from 'node:crypto';
import type { filmPhoto } from '@shortlist/db/schema/films';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import { IMAGE_SIZES, type ImageSize } from '@shortlist/domain/films/film-values';
import { filmPhotoPath } from '@shortlist/domain/films/media-rules';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { PHOTO_FORMATS, type PhotoFormat } from '../../platform/storage/photo-variants.ts';

/**
 * Where a film photo's files live. `Fichier` is the JPEG's name (`<32 hex>.jpg`); its WebP
 * sibling has the same stem. Every size of both lies under the folder of the spec §7 public
 * path, so a key and a URL say the same thing:
 * `films/{IdFilm}/upload-by/{IdCompte}/size/{size}/{stem}.{jpg|webp}`.
 */
export const PHOTO_FILE = /^([a-f0-9]{32})\.(jpg|webp)$/;

export function newPhotoFile(): string {
  return `${randomBytes(16).toString('hex')}.jpg`;
}

export function photoStem(Fichier: string): string {
  return Fichier.replace(/\.jpg$/, '');
}

export function photoKey(options: {
  IdFilm: number;
  IdCompte: number;
  size: ImageSize;
  Fichier: string;
  format: PhotoFormat;
}): string {
  const { IdFilm, IdCompte, size, Fichier, format } = options;
  return `films/${IdFilm}/upload-by/${IdCompte}/size/${size}/${photoStem(Fichier)}.${format}`;
}

/** Every stored file of one photo (each size, each format). */
export function photoKeys(options: { IdFilm: number; IdCompte: number; Fichier: string }): string[] {
  return IMAGE_SIZES.flatMap((size) => PHOTO_FORMATS.map((format) => photoKey({ ...options, size, format })));
}

export async function removePhotoFiles(
  storage: MediaStorage,
  options: { IdFilm: number; IdCompte: number; Fichier: string },
): Promise<void> {
  await Promise.all(photoKeys(options).map((key) => storage.remove(key)));
}

type PhotoRow = typeof filmPhoto.$inferSelect;

/** The answer for one photo, with the public path of each size (JPEG; `webpSibling` gives WebP). */
export function toFilmPhoto(row: PhotoRow, IdCompte: number): FilmPhoto {
  const urls = Object.fromEntries(
    IMAGE_SIZES.map((size) => [
      size,
      filmPhotoPath({ IdFilm: row.IdFilm, IdCompte, size, Fichier: row.Fichier }),
    ]),
  ) as Record<ImageSize, string>;
  return {
    Id: row.Id,
    IdFilm: row.IdFilm,
    DateCreation: row.DateCreation.toISOString(),
    Type: row.Type,
    Fichier: row.Fichier,
    IsPrincipal: row.IsPrincipal,
    Credit: row.Credit,
    Largeur: row.Largeur,
    Hauteur: row.Hauteur,
    urls,
  };
}
