import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { deletionOutcome } from '@shortlist/domain/films/film-status';
import { FILM_STATUT } from '@shortlist/domain/films/film-values';
import { eq, sql } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { requireViewableFilm } from './film-record.ts';

/** How many basket entries and submissions a film has (given by the submissions area once it exists). */
export type FilmEngagements = (
  tx: Db,
  filmId: number,
) => Promise<{ basketEntries: number; submissions: number }>;

/** Until submissions exist, no film has any: every deletion removes. */
export const noEngagements: FilmEngagements = async () => ({ basketEntries: 0, submissions: 0 });

/** The folder of a film's stored files (photos, documents): every file of film N lives under it. */
export function filmFolder(id: number): string {
  return `films/${id}`;
}

/**
 * `DELETE films/delete/:id` (spec §4 deleting): a film with basket entries or submissions is
 * archived (festivals keep what they received); any other is removed with its rows (titles,
 * credits, photos, documents... cascade) in one transaction, then its folder of files is removed
 * once the removal is committed. Deleting an archived film again answers archived again.
 */
export async function deleteFilm(
  db: Db,
  options: {
    account: Account;
    id: number;
    now: Date;
    engagements?: FilmEngagements;
    storage?: Pick<MediaStorage, 'removeFolder'>;
  },
): Promise<{ Id: number; outcome: 'archived' | 'removed' }> {
  const { account, id, now } = options;
  const engagements = options.engagements ?? noEngagements;
  const outcome = await db.transaction(async (tx) => {
    await requireViewableFilm(tx, { account, id });
    await tx.select({ Id: film.Id }).from(film).where(eq(film.Id, id)).for('update');
    if (deletionOutcome(await engagements(tx, id)) === 'archive') {
      await tx
        .update(film)
        .set({ Statut: sql`${film.Statut} | ${FILM_STATUT.archived}`, DateModification: now })
        .where(eq(film.Id, id));
      return 'archived' as const;
    }
    await tx.delete(film).where(eq(film.Id, id));
    return 'removed' as const;
  });
  if (outcome === 'removed') await options.storage?.removeFolder(filmFolder(id));
  return { Id: id, outcome };
}
