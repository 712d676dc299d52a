import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import { filmPhotoLimit, type MediaLimits } from '@shortlist/domain/media/media-limits';
import type { FilmPhotoList } from '@shortlist/domain/media/photo-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { type FilmAccess, viewableFilm } from '../../shared-kernel/film-access.ts';
import { toFilmPhoto } from './photo-files.ts';

/** The film's photos in their order (`Ordre`, then upload order). */
export async function filmPhotos(db: Db, film: Pick<FilmAccess, 'Id' | 'IdCompte'>) {
  const rows = await db
    .select()
    .from(filmPhoto)
    .where(eq(filmPhoto.IdFilm, film.Id))
    .orderBy(asc(filmPhoto.Ordre), asc(filmPhoto.Id));
  return rows.map((row) => toFilmPhoto(row, film.IdCompte));
}

/** `GET film-photo/:idFilm/dico`: the owner's film's photos, and how many it may hold now. */
export async function listFilmPhotos(
  db: Db,
  options: { account: Account; IdFilm: number; limits: MediaLimits; now: Date },
): Promise<FilmPhotoList> {
  const film = await viewableFilm(db, options);
  return {
    photos: await filmPhotos(db, film),
    limit: filmPhotoLimit({ film, limits: options.limits, now: options.now }),
    maxBytes: options.limits.photoMaxBytes,
  };
}
