import type { Db } from '@shortlist/db/client';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { FilmRow } from './film-record.ts';
import { findFilmByKey } from './public-film.ts';
import { releaseUnlockAttempt, reserveUnlockAttempt } from './unlock-attempts.ts';
import { unlockGrant } from './unlock-grant.ts';

/**
 * `POST public/films/:key/unlock` (spec §2 password unlock, §8 "Public film wrong password"):
 * checks the password of a protected film, attempts limited like sign-in. A private or unknown
 * film is 404 as on the page; a public film needs no password and is simply answered. Returns
 * the film and, for a protected film, the grant its cookie carries.
 */
export async function unlockFilm(
  db: Db,
  options: { key: string; password: string; ip: string; now: Date },
): Promise<{ row: FilmRow; grant: string | null }> {
  const row = await findFilmByKey(db, options.key);
  if (row.Publication === PUBLICATION.public) return { row, grant: null };
  if (row.Publication !== PUBLICATION.password || !row.MotDePasse) throw new AppError('NOT_FOUND');
  const attempt = await reserveUnlockAttempt(db, { filmId: row.Id, ip: options.ip, now: options.now });
  if (!(await verifyPassword(row.MotDePasse, options.password))) throw new AppError('FILM_PASSWORD_WRONG');
  await releaseUnlockAttempt(db, attempt);
  return { row, grant: unlockGrant(row.Id, row.MotDePasse) };
}
