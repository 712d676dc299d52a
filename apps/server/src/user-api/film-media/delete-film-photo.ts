import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { removePhotoFiles } from './photo-files.ts';
import { ensurePrincipal } from './principal-photo.ts';

/**
 * `DELETE films/:idFilm/photo/:id`: the record goes in one transaction (the principal mark passes
 * to the first remaining photo), then its files. Files are removed only after the commit: a
 * failed delete never leaves a record pointing at nothing.
 */
export async function deleteFilmPhoto(
  db: Db,
  options: { account: Account; storage: MediaStorage; IdFilm: number; Id: number; now: Date },
): Promise<void> {
  const { account, IdFilm, Id } = options;
  const removed = await db.transaction(async (tx) => {
    const film = await editableFilm(tx, { account, IdFilm, lock: true });
    const [row] = await tx
      .delete(filmPhoto)
      .where(and(eq(filmPhoto.Id, Id), eq(filmPhoto.IdFilm, IdFilm)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.IsPrincipal) await ensurePrincipal(tx, { IdFilm });
    await refreshFilmStatut(tx, { filmId: IdFilm, now: options.now });
    return { IdFilm, IdCompte: film.IdCompte, Fichier: row.Fichier };
  });
  await removePhotoFiles(options.storage, removed);
}
