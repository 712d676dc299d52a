import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { canEditFilm, canViewFilm } from '@shortlist/domain/films/film-ownership';
import { eq } from 'drizzle-orm';
import { AppError } from '../platform/errors.ts';
import type { Account } from '../platform/session-store.ts';

/**
 * What the calls on a film's parts (photos, documents, credits) need to know of the film: whose
 * it is, its state, its publication, its SuperStamp. Shared by those areas; the films area owns
 * the table and writes it.
 */
export type FilmAccess = {
  Id: number;
  IdCompte: number;
  Statut: number;
  Publication: number;
  DateExpirationSuperTimbre: Date | null;
};

const columns = {
  Id: film.Id,
  IdCompte: film.IdCompte,
  Statut: film.Statut,
  Publication: film.Publication,
  DateExpirationSuperTimbre: film.DateExpirationSuperTimbre,
};

/**
 * The account's film, for reading its files: 404 NOT_FOUND for another account's film and for
 * one that does not exist alike, so ids cannot be probed.
 */
export async function viewableFilm(
  db: Db,
  options: { account: Account; IdFilm: number },
): Promise<FilmAccess> {
  const [row] = await db.select(columns).from(film).where(eq(film.Id, options.IdFilm));
  if (!row || !canViewFilm(options.account.Id, row)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The account's film, for changing its files: as `viewableFilm`, then 409 FILM_ARCHIVED once it
 * is archived (what festivals received stays as it was). `lock` holds the film's row until the
 * transaction ends, so two uploads to one film count its photos one after the other.
 */
export async function editableFilm(
  db: Db,
  options: { account: Account; IdFilm: number; lock?: boolean },
): Promise<FilmAccess> {
  const query = db.select(columns).from(film).where(eq(film.Id, options.IdFilm));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !canViewFilm(options.account.Id, row)) throw new AppError('NOT_FOUND');
  if (!canEditFilm(options.account.Id, row)) throw new AppError('FILM_ARCHIVED');
  return row;
}
