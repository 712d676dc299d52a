import type { Db } from '@shortlist/db/client';
import { film, filmPhoto } from '@shortlist/db/schema/films';
import { searchName } from '@shortlist/db/search-name';
import type { FilmFilterValues, FilmListItem } from '@shortlist/domain/films/api-contracts';
import { missingItems, statusName } from '@shortlist/domain/films/film-status';
import { FILM_STATUT, type Publication } from '@shortlist/domain/films/film-values';
import { filmPhotoPath } from '@shortlist/domain/films/media-rules';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { loadCompleteness } from '../../shared-kernel/film-completeness.ts';

// Qualified: in a sub-select on a table with its own `Id`, Drizzle's unqualified column would name that table's.
const FILM_ID = sql.raw('"film"."Id"');

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The films list's conditions (spec §2): always the signed-in owner's films; archived ones only
 * when asked for; search in the original (accents and case ignored), international and Latin
 * titles; production year.
 */
function filmConditions(account: Account, filter: FilmFilterValues): SQL | undefined {
  const archived = sql`(${film.Statut} & ${FILM_STATUT.archived}) = ${FILM_STATUT.archived}`;
  const conditions: (SQL | undefined)[] = [eq(film.IdCompte, account.Id)];
  if (filter.status === 'archived') conditions.push(archived);
  else if (filter.status === 'complete') conditions.push(eq(film.Statut, FILM_STATUT.complete));
  else if (filter.status === 'incomplete') conditions.push(eq(film.Statut, FILM_STATUT.incomplete));
  else conditions.push(sql`not ${archived}`);
  const search = filter.search?.trim();
  if (search) {
    conditions.push(
      or(
        ilike(film.TitreRecherche, contains(searchName(search))),
        ilike(film.TitreInternationnal, contains(search)),
        ilike(film.TitreLatin, contains(search)),
      ),
    );
  }
  if (filter.AnneeProd) conditions.push(eq(film.AnneeProd, filter.AnneeProd));
  return and(...conditions);
}

/** `POST films/filter`: how many films the filter finds. */
export async function countFilms(
  db: Db,
  options: { account: Account; filter: FilmFilterValues },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(film)
    .where(filmConditions(options.account, options.filter));
  return row?.n ?? 0;
}

/**
 * `POST films/filter/:skip/:take`: one page of the films list, newest or oldest first, each
 * with its poster thumbnail and how many required items it misses. Two queries whatever the page size.
 */
export async function listFilms(
  db: Db,
  options: { account: Account; filter: FilmFilterValues; skip: number; take: number },
): Promise<FilmListItem[]> {
  const order = options.filter.sort === 'oldest' ? asc : desc;
  const rows = await db
    .select({
      Id: film.Id,
      IdCompte: film.IdCompte,
      TitreOriginal: film.TitreOriginal,
      TitreInternationnal: film.TitreInternationnal,
      AnneeProd: film.AnneeProd,
      Duree: film.Duree,
      Statut: film.Statut,
      Publication: film.Publication,
      Shortname: film.Shortname,
      DateCreation: film.DateCreation,
      DateModification: film.DateModification,
      poster: sql<
        string | null
      >`(select ${filmPhoto.Fichier} from ${filmPhoto} where ${filmPhoto.IdFilm} = ${FILM_ID} and ${filmPhoto.IsPrincipal})`,
    })
    .from(film)
    .where(filmConditions(options.account, options.filter))
    .orderBy(order(film.DateCreation), order(film.Id))
    .offset(options.skip)
    .limit(options.take);
  const completeness = await loadCompleteness(
    db,
    rows.map((row) => row.Id),
  );
  return rows.map(({ poster, IdCompte, ...row }) => {
    const input = completeness.get(row.Id);
    return {
      ...row,
      Publication: row.Publication as Publication,
      status: statusName(row.Statut),
      DateCreation: row.DateCreation.toISOString(),
      DateModification: row.DateModification.toISOString(),
      thumbnailUrl: poster
        ? filmPhotoPath({ IdFilm: row.Id, IdCompte, size: 'thumbnail', Fichier: poster })
        : null,
      missingCount: input ? missingItems(input).length : 0,
    };
  });
}
