import type { Db } from '@shortlist/db/client';
import { filmDiffusion, filmParticipation } from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCareerValues } from '@shortlist/domain/films/film-rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { FILM_CHOICES, requireKnownIds } from './film-links.ts';
import { readFilmRecord, requireEditableFilm } from './film-record.ts';

/** `PUT films/:id/carriere`: the career tab; the broadcasts and participations sent replace the film's. */
export async function updateFilmCareer(
  db: Db,
  options: { account: Account; id: number; values: FilmCareerValues; now: Date },
): Promise<Film> {
  const { account, id, values, now } = options;
  await db.transaction(async (tx) => {
    await requireEditableFilm(tx, { account, id });
    await requireKnownIds(tx, [
      { path: 'diffusions', ids: values.diffusions.map((d) => d.IdPays), ...FILM_CHOICES.pays },
      { path: 'participations', ids: values.participations.map((p) => p.IdPays), ...FILM_CHOICES.pays },
    ]);
    await tx.delete(filmDiffusion).where(eq(filmDiffusion.IdFilm, id));
    await tx.delete(filmParticipation).where(eq(filmParticipation.IdFilm, id));
    if (values.diffusions.length > 0) {
      await tx.insert(filmDiffusion).values(values.diffusions.map((d) => ({ IdFilm: id, ...d })));
    }
    if (values.participations.length > 0) {
      await tx.insert(filmParticipation).values(values.participations.map((p) => ({ IdFilm: id, ...p })));
    }
    await refreshFilmStatut(tx, { filmId: id, now });
  });
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
