import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { PUBLICATION } from '@shortlist/domain/films/film-values';
import {
  canUsePublication,
  type FilmPublicationValues,
  sharingOf,
  shortnameKey,
} from '@shortlist/domain/films/publication-rules';
import { FILM_RULE } from '@shortlist/domain/films/rule-codes';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Account } from '../../platform/session-store.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { readFilmRecord, requireEditableFilm } from './film-record.ts';

const TAKEN = () =>
  new AppError('SHORTNAME_TAKEN', {
    fields: [{ path: 'Shortname', code: 'SHORTNAME_TAKEN', message: 'SHORTNAME_TAKEN' }],
  });

/** Is `shortname` free for the film `filmId` (its own counts as free)? */
export async function isShortnameFree(
  db: Db,
  options: { shortname: string; filmId: number | null },
): Promise<boolean> {
  const key = shortnameKey(options.shortname);
  const [other] = await db
    .select({ Id: film.Id })
    .from(film)
    .where(
      options.filmId === null
        ? eq(film.ShortnameRecherche, key)
        : and(eq(film.ShortnameRecherche, key), ne(film.Id, options.filmId)),
    );
  return !other;
}

/**
 * `PUT films/:id/publication` (spec §4, §5): private, public or password-protected, and the
 * custom URL. Password protection is a SuperStamp feature (403 SUPERSTAMP_REQUIRED) and needs a
 * password (the new one, or the one already set); the password is stored as an argon2id hash and
 * dropped when the film stops being protected, which also ends every unlock given with it. A
 * shortname used by another film answers 409 SHORTNAME_TAKEN, also when two films claim it at once.
 */
export async function updateFilmPublication(
  db: Db,
  options: { account: Account; id: number; values: FilmPublicationValues; now: Date },
): Promise<Film> {
  const { account, id, values, now } = options;
  const protect = values.Publication === PUBLICATION.password;
  // Hashing takes time: done before the transaction holds the film's row.
  const hash = protect && values.MotDePasse !== null ? await hashPassword(values.MotDePasse) : null;
  try {
    await db.transaction(async (tx) => {
      const row = await requireEditableFilm(tx, { account, id });
      if (!canUsePublication(values.Publication, sharingOf(row.DateExpirationSuperTimbre, now))) {
        throw new AppError('SUPERSTAMP_REQUIRED');
      }
      const MotDePasse = protect ? (hash ?? row.MotDePasse) : null;
      if (protect && MotDePasse === null) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [
            {
              path: 'MotDePasse',
              code: FILM_RULE.publicationPasswordRequired,
              message: FILM_RULE.publicationPasswordRequired,
            },
          ],
        });
      }
      if (
        values.Shortname !== null &&
        !(await isShortnameFree(tx, { shortname: values.Shortname, filmId: id }))
      ) {
        throw TAKEN();
      }
      await tx
        .update(film)
        .set({
          Publication: values.Publication,
          Shortname: values.Shortname,
          ShortnameRecherche: values.Shortname === null ? null : shortnameKey(values.Shortname),
          MotDePasse,
          HadMotDePasseInvitation: row.HadMotDePasseInvitation || MotDePasse !== null,
          DateModification: now,
        })
        .where(eq(film.Id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN();
    throw error;
  }
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
