import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/**
 * `PUT films/:idFilm/photo-order`: the gallery's order. `Ids` must name every photo of the film
 * once, so a stale screen (a photo added or removed elsewhere) is refused instead of guessed.
 */
export async function orderFilmPhotos(
  db: Db,
  options: { account: Account; IdFilm: number; Ids: number[] },
): Promise<void> {
  const { account, IdFilm, Ids } = options;
  await db.transaction(async (tx) => {
    await editableFilm(tx, { account, IdFilm, lock: true });
    const current = await tx.select({ Id: filmPhoto.Id }).from(filmPhoto).where(eq(filmPhoto.IdFilm, IdFilm));
    const known = new Set(current.map((row) => row.Id));
    const same =
      Ids.length === known.size && new Set(Ids).size === Ids.length && Ids.every((id) => known.has(id));
    if (!same) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'Ids', code: 'INVALID', message: 'INVALID' }],
      });
    }
    // One statement whatever the number of photos: each takes its position in the list.
    const list = sql.join(
      Ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(filmPhoto)
      .set({ Ordre: sql`array_position(ARRAY[${list}]::int[], ${filmPhoto.Id}) - 1` })
      .where(eq(filmPhoto.IdFilm, IdFilm));
  });
}
