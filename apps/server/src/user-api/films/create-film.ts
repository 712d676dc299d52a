import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { searchName } from '@shortlist/db/search-name';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { FilmCreateValues } from '@shortlist/domain/films/film-rules';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { readFilmRecord } from './film-record.ts';
import { creationChecks, writeCreationLinks } from './update-film-creation.ts';

/**
 * `POST films`: a new film of the signed-in account from the creation tab, with the
 * rights-holder declaration (the schema refused the body without it) recorded by its date.
 * The film, its countries and categories, and its status are written in one transaction.
 */
export async function createFilm(
  db: Db,
  options: { account: Account; values: FilmCreateValues; now: Date },
): Promise<Film> {
  const { account, values, now } = options;
  const id = await db.transaction(async (tx) => {
    await creationChecks(tx, values);
    const [created] = await tx
      .insert(film)
      .values({
        IdCompte: account.Id,
        DateCreation: now,
        DateModification: now,
        DateDeclarationDroits: now,
        TitreOriginal: values.TitreOriginal,
        TitreRecherche: searchName(values.TitreOriginal),
        TitreLatin: values.TitreLatin,
        AnneeProd: values.AnneeProd,
        MoisProd: values.MoisProd,
        Duree: values.Duree,
        IsPremierFilm: values.IsPremierFilm,
        IsFilmEcole: values.IsFilmEcole,
        NomEcole: values.NomEcole,
        IsScriptOriginal: values.IsScriptOriginal,
        IsMusiqueOriginale: values.IsMusiqueOriginale,
        IsSansDialogue: values.IsSansDialogue,
        IsSilencieux: values.IsSilencieux,
        IsLibreDroits: values.IsLibreDroits,
        IsDroitsMusiqueAcquis: values.IsDroitsMusiqueAcquis,
        IdProcede: values.IdProcede,
      })
      .returning({ Id: film.Id });
    if (!created) throw new Error('film not created');
    await writeCreationLinks(tx, { filmId: created.Id, values });
    await refreshFilmStatut(tx, { filmId: created.Id, now });
    return created.Id;
  });
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
