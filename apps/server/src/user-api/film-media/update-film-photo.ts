import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import type { FilmPhotoValues } from '@shortlist/domain/films/media-rules';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { toFilmPhoto } from './photo-files.ts';
import { ensurePrincipal, makePrincipal } from './principal-photo.ts';

/**
 * `PUT films/:idFilm/photo/:id`: type, credit and principal mark. Marking it principal unmarks the
 * other; unmarking the principal hands the mark to the first other photo (a film with photos
 * always has one principal, so the only photo stays principal).
 */
export async function updateFilmPhoto(
  db: Db,
  options: { account: Account; IdFilm: number; Id: number; values: FilmPhotoValues; now: Date },
): Promise<FilmPhoto> {
  const { account, IdFilm, Id, values } = options;
  return db.transaction(async (tx) => {
    const film = await editableFilm(tx, { account, IdFilm, lock: true });
    const [updated] = await tx
      .update(filmPhoto)
      .set({ Type: values.Type, Credit: values.Credit })
      .where(and(eq(filmPhoto.Id, Id), eq(filmPhoto.IdFilm, IdFilm)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    if (values.IsPrincipal) await makePrincipal(tx, { IdFilm, Id });
    else if (updated.IsPrincipal) {
      await tx.update(filmPhoto).set({ IsPrincipal: false }).where(eq(filmPhoto.Id, Id));
      await ensurePrincipal(tx, { IdFilm, except: Id });
    }
    await refreshFilmStatut(tx, { filmId: IdFilm, now: options.now });
    const [row] = await tx.select().from(filmPhoto).where(eq(filmPhoto.Id, Id));
    if (!row) throw new AppError('NOT_FOUND');
    return toFilmPhoto(row, film.IdCompte);
  });
}
