import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmTechnicalValues } from '@shortlist/domain/films/film-rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { FILM_CHOICES, linkCheck, replaceFilmLink, requireKnownIds } from './film-links.ts';
import { readFilmRecord, requireEditableFilm } from './film-record.ts';

/** `PUT films/:id/technique`: the technical specification (spec §5: every choice required). */
export async function updateFilmTechnical(
  db: Db,
  options: { account: Account; id: number; values: FilmTechnicalValues; now: Date },
): Promise<Film> {
  const { account, id, values, now } = options;
  await db.transaction(async (tx) => {
    await requireEditableFilm(tx, { account, id });
    await requireKnownIds(tx, [
      { path: 'IdRatio', ids: [values.IdRatio], ...FILM_CHOICES.IdRatio },
      { path: 'IdSon', ids: [values.IdSon], ...FILM_CHOICES.IdSon },
      { path: 'IdFramerate', ids: [values.IdFramerate], ...FILM_CHOICES.IdFramerate },
      { path: 'IdPriseVue', ids: [values.IdPriseVue], ...FILM_CHOICES.IdPriseVue },
      linkCheck('idsSupportCaptation', values.idsSupportCaptation),
      linkCheck('idsSupportProj', values.idsSupportProj),
      linkCheck('idsTechAnimation', values.idsTechAnimation),
      linkCheck('logiciels', values.logiciels),
    ]);
    await tx
      .update(film)
      .set({
        IdRatio: values.IdRatio,
        IdSon: values.IdSon,
        IdFramerate: values.IdFramerate,
        IdPriseVue: values.IdPriseVue,
      })
      .where(eq(film.Id, id));
    for (const key of ['idsSupportCaptation', 'idsSupportProj', 'idsTechAnimation', 'logiciels'] as const) {
      await replaceFilmLink(tx, { filmId: id, key, ids: values[key] });
    }
    await refreshFilmStatut(tx, { filmId: id, now });
  });
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
