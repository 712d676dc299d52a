import type { Db } from '@shortlist/db/client';
import { generique } from '@shortlist/db/schema/film-people';
import { film } from '@shortlist/db/schema/films';
import { canEditFilm, canViewFilm } from '@shortlist/domain/films/film-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';

/**
 * `DELETE generiques/delete-generique` `{ Id }`: one credit of one of the account's films. The
 * contact stays in the address book (it may be credited on other films or later).
 */
export async function deleteCredit(
  db: Db,
  options: { account: Account; Id: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ IdFilm: film.Id, IdCompte: film.IdCompte, Statut: film.Statut })
      .from(generique)
      .innerJoin(film, eq(film.Id, generique.IdFilm))
      .where(eq(generique.Id, options.Id))
      .for('update');
    if (!row || !canViewFilm(options.account.Id, row)) throw new AppError('NOT_FOUND');
    if (!canEditFilm(options.account.Id, row)) throw new AppError('FILM_ARCHIVED');
    await tx.delete(generique).where(eq(generique.Id, options.Id));
    await refreshFilmStatut(tx, { filmId: row.IdFilm, now: options.now });
  });
}
