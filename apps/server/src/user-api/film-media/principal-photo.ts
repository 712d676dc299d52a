import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import { and, asc, eq, ne } from 'drizzle-orm';

/**
 * Spec §3: one principal photo per film (its poster in lists and on the public page). These keep
 * it so inside a transaction that holds the film's row: choosing one unmarks the other, and when
 * the principal goes (deleted or unmarked) the first remaining photo in order takes its place.
 */
export async function makePrincipal(tx: Db, options: { IdFilm: number; Id: number }): Promise<void> {
  await tx
    .update(filmPhoto)
    .set({ IsPrincipal: false })
    .where(
      and(
        eq(filmPhoto.IdFilm, options.IdFilm),
        eq(filmPhoto.IsPrincipal, true),
        ne(filmPhoto.Id, options.Id),
      ),
    );
  await tx.update(filmPhoto).set({ IsPrincipal: true }).where(eq(filmPhoto.Id, options.Id));
}

/** When the film has photos but no principal, the first in order becomes it. */
export async function ensurePrincipal(tx: Db, options: { IdFilm: number; except?: number }): Promise<void> {
  const photos = await tx
    .select({ Id: filmPhoto.Id, IsPrincipal: filmPhoto.IsPrincipal })
    .from(filmPhoto)
    .where(eq(filmPhoto.IdFilm, options.IdFilm))
    .orderBy(asc(filmPhoto.Ordre), asc(filmPhoto.Id));
  if (photos.some((photo) => photo.IsPrincipal)) return;
  const next = photos.find((photo) => photo.Id !== options.except) ?? photos[0];
  if (next) await makePrincipal(tx, { IdFilm: options.IdFilm, Id: next.Id });
}
