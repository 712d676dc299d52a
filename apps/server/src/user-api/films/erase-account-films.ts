import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { deletionOutcome } from '@shortlist/domain/films/film-status';
import { FILM_STATUT, PUBLICATION } from '@shortlist/domain/films/film-values';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { type FilmEngagements, filmFolder, noEngagements } from './delete-film.ts';

/**
 * Account deletion (`DELETE compte`): each film of the account is deleted as the owner would
 * (spec §4): archived when festivals received it (and made private: nobody may reach it from the
 * public page any more), otherwise removed with its rows. Returns the folders of files of the
 * removed films (`films/<Id>`), to remove once the deletion is committed.
 */
export async function eraseAccountFilms(
  tx: Db,
  account: Pick<Account, 'Id'>,
  options: { engagements?: FilmEngagements } = {},
): Promise<string[]> {
  const engagements = options.engagements ?? noEngagements;
  const films = await tx
    .select({ Id: film.Id })
    .from(film)
    .where(eq(film.IdCompte, account.Id))
    .for('update');
  const archive: number[] = [];
  const remove: number[] = [];
  for (const { Id } of films) {
    (deletionOutcome(await engagements(tx, Id)) === 'archive' ? archive : remove).push(Id);
  }
  if (archive.length > 0) {
    await tx
      .update(film)
      .set({
        Statut: sql`${film.Statut} | ${FILM_STATUT.archived}`,
        Publication: PUBLICATION.private,
        MotDePasse: null,
        Shortname: null,
        ShortnameRecherche: null,
      })
      .where(inArray(film.Id, archive));
  }
  if (remove.length === 0) return [];
  await tx.delete(film).where(inArray(film.Id, remove));
  return remove.map(filmFolder);
}
