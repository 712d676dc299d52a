import type { Db } from '@shortlist/db/client';
import { campagneSection, section } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { commandeLigne } from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Language } from '@shortlist/domain/languages';
import { eq, inArray } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

export type OrderLineNames = {
  filmTitle: string | null;
  festivalName: string | null;
  sectionName: string | null;
};

/**
 * What each order line was for, in words (issue 32: the orders page listed "Entry fee" three
 * times): the film, the festival and the section (in the reader's language) of an entry's lines,
 * the film of a SuperStamp. Read when shown, so a line whose film or entry was since deleted
 * names nothing rather than something wrong. Two queries whatever the count.
 */
export async function orderLineNames(
  db: Db,
  options: { lineIds: number[]; language: Language },
): Promise<Map<number, OrderLineNames>> {
  if (options.lineIds.length === 0) return new Map();
  const rows = await db
    .select({
      Id: commandeLigne.Id,
      filmTitle: film.TitreOriginal,
      festivalName: festival.Nom,
      IdLibelleSection: section.IdLibelle,
    })
    .from(commandeLigne)
    .leftJoin(film, eq(film.Id, commandeLigne.IdFilm))
    .leftJoin(festival, eq(festival.Id, commandeLigne.IdFestival))
    .leftJoin(inscription, eq(inscription.Id, commandeLigne.IdInscription))
    .leftJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .leftJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(inArray(commandeLigne.Id, options.lineIds));
  const { label } = await loadTranslations(db, {
    language: options.language,
    labels: rows.map((row) => row.IdLibelleSection),
    texts: [],
  });
  return new Map(
    rows.map((row) => [
      row.Id,
      {
        filmTitle: row.filmTitle,
        festivalName: row.festivalName,
        sectionName: label(row.IdLibelleSection) ?? null,
      },
    ]),
  );
}
