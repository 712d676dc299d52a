import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Db } from '@shortlist/db/client';
import { film, filmPhoto } from '@shortlist/db/schema/films';
import { demoFilmPhotoFile } from '@shortlist/db/seed/demo/demo-images';
import { type ImageSize, PUBLICATION, type Publication } from '@shortlist/domain/films/film-values';
import { publicAccess } from '@shortlist/domain/films/publication-rules';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import { PHOTO_FORMAT_TYPES, type PhotoFormat } from '../../platform/storage/photo-variants.ts';
import type { ServedPhoto } from '../../platform/storage/served-photo.ts';
import { PHOTO_FILE, photoKey, photoStem } from './photo-files.ts';

/** Tells whether this visitor unlocked a password-protected film (the films area keeps that). */
export type FilmUnlockCheck = (IdFilm: number) => Promise<boolean>;

/**
 * Tells whether the signed-in visitor is a member of a festival the film was entered at: such a
 * member sees the film's photos whatever its publication (issue 31; the festival-space area
 * answers through the composition root).
 */
export type FilmEntrustedCheck = (IdFilm: number) => Promise<boolean>;

/**
 * `GET public/photos/films/:IdFilm/upload-by/:user/size/:size/:file`, the public image path of
 * spec §7. Served to the film's owner, and to anyone when publication lets them see the film
 * (public, or protected and unlocked by this visitor, spec §4). A private film's photo, another
 * account's path, a deleted photo and a made-up name all answer the same 404.
 */
export async function serveFilmPhoto(
  db: Db,
  options: {
    storage: MediaStorage;
    IdFilm: number;
    user: number;
    size: ImageSize;
    file: string;
    viewer: Account | null;
    isUnlocked: FilmUnlockCheck;
    isEntrusted?: FilmEntrustedCheck;
  },
): Promise<ServedPhoto> {
  const match = PHOTO_FILE.exec(options.file);
  if (!match) throw new AppError('NOT_FOUND');
  const format = match[2] as PhotoFormat;
  const Fichier = `${match[1]}.jpg`;
  const [row] = await db
    .select({ IdCompte: film.IdCompte, Publication: film.Publication })
    .from(filmPhoto)
    .innerJoin(film, eq(film.Id, filmPhoto.IdFilm))
    .where(and(eq(filmPhoto.IdFilm, options.IdFilm), eq(filmPhoto.Fichier, Fichier)));
  if (!row || row.IdCompte !== options.user) throw new AppError('NOT_FOUND');
  const owner = options.viewer?.Id === row.IdCompte;
  if (!owner) {
    const publication = row.Publication as Publication;
    const unlocked = publication === PUBLICATION.password ? await options.isUnlocked(options.IdFilm) : false;
    const open = publicAccess(publication, unlocked) === 'open';
    const entrusted = !open && options.viewer !== null && (await options.isEntrusted?.(options.IdFilm));
    if (!open && !entrusted) throw new AppError('NOT_FOUND');
  }
  const key = photoKey({
    IdFilm: options.IdFilm,
    IdCompte: row.IdCompte,
    size: options.size,
    Fichier,
    format,
  });
  const stored =
    (await options.storage.get(key)) ?? (await demoPhoto({ Fichier, format, size: options.size }));
  if (!stored) throw new AppError('NOT_FOUND');
  return {
    file: stored,
    type: PHOTO_FORMAT_TYPES[format],
    audience: owner || row.Publication !== PUBLICATION.public ? 'owner' : 'public',
  };
}

/**
 * The drawing of a demo film's photo (the demo catalogue stores no file for them, as it stores
 * none for its festivals' images), or undefined for any other photo.
 */
async function demoPhoto(options: {
  Fichier: string;
  format: PhotoFormat;
  size: ImageSize;
}): Promise<StoredFile | undefined> {
  const drawn = await demoFilmPhotoFile({
    stem: photoStem(options.Fichier),
    format: options.format,
    size: options.size,
  });
  if (!drawn) return undefined;
  const { size } = await stat(drawn.path);
  return { size, open: (range) => createReadStream(drawn.path, range) };
}
