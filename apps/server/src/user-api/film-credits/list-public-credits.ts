import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import type { ZPublicCredit } from '@shortlist/domain/films/api-contracts';
import { PUBLICATION, type Publication } from '@shortlist/domain/films/film-values';
import { publicAccess } from '@shortlist/domain/films/publication-rules';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { filmCredits } from './list-film-credits.ts';

type PublicCredit = z.infer<typeof ZPublicCredit>;

/**
 * `GET public/generiques/film/:idFilm`: the credits as the public page shows them (display name
 * and function, nothing private), when publication lets this visitor see the film (spec §4;
 * credits are part of limited sharing). A private film answers 404, as an unknown one does.
 */
export async function listPublicCredits(
  db: Db,
  options: {
    IdFilm: number;
    language: Language;
    viewer: Account | null;
    isUnlocked: (IdFilm: number) => Promise<boolean>;
  },
): Promise<PublicCredit[]> {
  const [row] = await db
    .select({ IdCompte: film.IdCompte, Publication: film.Publication })
    .from(film)
    .where(eq(film.Id, options.IdFilm));
  if (!row) throw new AppError('NOT_FOUND');
  if (options.viewer?.Id !== row.IdCompte) {
    const publication = row.Publication as Publication;
    const unlocked = publication === PUBLICATION.password ? await options.isUnlocked(options.IdFilm) : false;
    const access = publicAccess(publication, unlocked);
    if (access === 'hidden') throw new AppError('NOT_FOUND');
    if (access === 'password') throw new AppError('FILM_PASSWORD_REQUIRED');
  }
  const credits = await filmCredits(db, options);
  return credits.map((credit) => ({
    IdFonction: credit.IdFonction,
    Fonction: credit.Fonction,
    OrdreFonction: credit.OrdreFonction,
    displayName: credit.displayName,
    IdPersonne: credit.IdPersonne,
    photoUrl: null,
  }));
}
