import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { searchName } from '@shortlist/db/search-name';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCreationValues } from '@shortlist/domain/films/film-rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { FILM_CHOICES, linkCheck, replaceFilmLink, requireKnownIds } from './film-links.ts';
import { readFilmRecord, replaceProducingCountries, requireEditableFilm } from './film-record.ts';

/** The dictionary ids of the creation tab must exist (process, main country, categories). */
export async function creationChecks(tx: Db, values: FilmCreationValues): Promise<void> {
  await requireKnownIds(tx, [
    { path: 'IdProcede', ids: [values.IdProcede], ...FILM_CHOICES.IdProcede },
    { path: 'idPaysProdPrincipal', ids: [values.idPaysProdPrincipal], ...FILM_CHOICES.idPaysProdPrincipal },
    linkCheck('idsCategorie', values.idsCategorie),
  ]);
}

/** The creation tab's lists: main production country and categories. */
export async function writeCreationLinks(
  tx: Db,
  options: { filmId: number; values: FilmCreationValues },
): Promise<void> {
  const { filmId, values } = options;
  await replaceProducingCountries(tx, { filmId, main: values.idPaysProdPrincipal, coProducers: null });
  await replaceFilmLink(tx, { filmId, key: 'idsCategorie', ids: values.idsCategorie });
}

/** `PUT films/:id`: the creation tab of the account's film (spec §5 "Film creation"). */
export async function updateFilmCreation(
  db: Db,
  options: { account: Account; id: number; values: FilmCreationValues; now: Date },
): Promise<Film> {
  const { account, id, values, now } = options;
  await db.transaction(async (tx) => {
    await requireEditableFilm(tx, { account, id });
    await creationChecks(tx, values);
    const { idPaysProdPrincipal, idsCategorie, ...row } = values;
    void idPaysProdPrincipal;
    void idsCategorie;
    await tx
      .update(film)
      .set({ ...row, TitreRecherche: searchName(values.TitreOriginal) })
      .where(eq(film.Id, id));
    await writeCreationLinks(tx, { filmId: id, values });
    await refreshFilmStatut(tx, { filmId: id, now });
  });
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
