import type { Db } from '@shortlist/db/client';
import {
  categorie,
  framerate,
  genre,
  langue,
  logiciel,
  pays,
  priseVue,
  procede,
  ratio,
  son,
  supportCaptation,
  supportProj,
  techAnimation,
  thematique,
} from '@shortlist/db/schema/dictionaries';
import {
  filmCategorie,
  filmGenre,
  filmLangueDialogue,
  filmLogiciel,
  filmPaysTournage,
  filmSupportCaptation,
  filmSupportProj,
  filmTechAnimation,
  filmThematique,
} from '@shortlist/db/schema/films';
import { FILM_RULE } from '@shortlist/domain/films/rule-codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors.ts';

/**
 * The film's many-to-many lists, each a form key of spec §3 (`idsGenre`...) stored in a link
 * table `(IdFilm, Id<Thing>)`. One description per list serves reading, replacing and checking
 * that the chosen ids exist.
 */
export type FilmLink = {
  table: PgTable & { IdFilm: AnyPgColumn };
  column: AnyPgColumn;
  /** The dictionary the ids come from. */
  dictionary: PgTable & { Id: AnyPgColumn };
  code: string;
};

export const FILM_LINKS = {
  idsPaysTournage: {
    table: filmPaysTournage,
    column: filmPaysTournage.IdPays,
    dictionary: pays,
    code: FILM_RULE.countryRequired,
  },
  idsLangueDialogue: {
    table: filmLangueDialogue,
    column: filmLangueDialogue.IdLangue,
    dictionary: langue,
    code: FILM_RULE.invalid,
  },
  idsCategorie: {
    table: filmCategorie,
    column: filmCategorie.IdCategorie,
    dictionary: categorie,
    code: FILM_RULE.categoriesCount,
  },
  idsGenre: { table: filmGenre, column: filmGenre.IdGenre, dictionary: genre, code: FILM_RULE.invalid },
  idsThematique: {
    table: filmThematique,
    column: filmThematique.IdThematique,
    dictionary: thematique,
    code: FILM_RULE.invalid,
  },
  idsSupportCaptation: {
    table: filmSupportCaptation,
    column: filmSupportCaptation.IdSupportCaptation,
    dictionary: supportCaptation,
    code: FILM_RULE.technicalRequired,
  },
  idsSupportProj: {
    table: filmSupportProj,
    column: filmSupportProj.IdSupportProj,
    dictionary: supportProj,
    code: FILM_RULE.technicalRequired,
  },
  idsTechAnimation: {
    table: filmTechAnimation,
    column: filmTechAnimation.IdTechAnimation,
    dictionary: techAnimation,
    code: FILM_RULE.invalid,
  },
  logiciels: {
    table: filmLogiciel,
    column: filmLogiciel.IdLogiciel,
    dictionary: logiciel,
    code: FILM_RULE.invalid,
  },
} satisfies Record<string, FilmLink>;

export type FilmLinkKey = keyof typeof FILM_LINKS;

/** The single-choice dictionaries of the film row. */
export const FILM_CHOICES = {
  IdProcede: { dictionary: procede, code: FILM_RULE.processRequired },
  IdRatio: { dictionary: ratio, code: FILM_RULE.technicalRequired },
  IdSon: { dictionary: son, code: FILM_RULE.technicalRequired },
  IdFramerate: { dictionary: framerate, code: FILM_RULE.technicalRequired },
  IdPriseVue: { dictionary: priseVue, code: FILM_RULE.technicalRequired },
  idPaysProdPrincipal: { dictionary: pays, code: FILM_RULE.mainCountryRequired },
  idsPaysCoProd: { dictionary: pays, code: FILM_RULE.countryRequired },
  langue: { dictionary: langue, code: FILM_RULE.languageRequired },
  pays: { dictionary: pays, code: FILM_RULE.countryRequired },
} as const;

/** One id check: the ids of `path` must exist in `dictionary`. */
export type KnownIdsCheck = {
  path: string;
  ids: readonly number[];
  dictionary: PgTable & { Id: AnyPgColumn };
  code: string;
};

/**
 * The rule schemas checked each id's shape; whether it exists is known here only. Answers 400
 * VALIDATION_FAILED listing every field that names an unknown id (one query per field that has
 * ids), so a write never reaches a foreign-key violation.
 */
export async function requireKnownIds(db: Db, checks: readonly KnownIdsCheck[]): Promise<void> {
  // One after the other: the saves check inside their transaction, whose connection runs one
  // query at a time (pg 9 refuses more). The fields come in the order of `checks`.
  const failing: KnownIdsCheck[] = [];
  for (const check of checks) {
    if (check.ids.length === 0) continue;
    const wanted = [...new Set(check.ids)];
    const found = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(check.dictionary)
      .where(inArray(check.dictionary.Id, wanted));
    if ((found[0]?.n ?? 0) !== wanted.length) failing.push(check);
  }
  const fields = failing.map((check) => ({ path: check.path, code: check.code, message: check.code }));
  if (fields.length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields });
  }
}

/** Replaces the ids of one list of a film (inside the caller's transaction). */
export async function replaceFilmLink(
  tx: Db,
  options: { filmId: number; key: FilmLinkKey; ids: readonly number[] },
): Promise<void> {
  const link: FilmLink = FILM_LINKS[options.key];
  await tx.delete(link.table).where(eq(link.table.IdFilm, options.filmId));
  if (options.ids.length === 0) return;
  await tx
    .insert(link.table)
    .values(options.ids.map((id) => ({ IdFilm: options.filmId, [link.column.name]: id })) as never);
}

/** A check for one list, for `requireKnownIds`. */
export function linkCheck(key: FilmLinkKey, ids: readonly number[]): KnownIdsCheck {
  const link: FilmLink = FILM_LINKS[key];
  return { path: key, ids, dictionary: link.dictionary, code: link.code };
}
