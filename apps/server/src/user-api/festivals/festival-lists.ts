import type { Db } from '@shortlist/db/client';
import { categorie, genre, thematique } from '@shortlist/db/schema/dictionaries';
import {
  festivalCategorie,
  festivalGenre,
  festivalLabel,
  festivalPhoto,
  festivalThematique,
} from '@shortlist/db/schema/festivals';
import type {
  ZFestivalDicoItem,
  ZFestivalLabel,
  ZFestivalPhoto,
} from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';
import { festivalImageUrl } from './image-urls.ts';

type DictionaryItem = z.infer<typeof ZFestivalDicoItem>;
type Label = z.infer<typeof ZFestivalLabel>;
type Photo = z.infer<typeof ZFestivalPhoto>;

export type FestivalDictionary = 'genres' | 'categories' | 'thematiques';

const LINKS = {
  genres: { link: festivalGenre, column: festivalGenre.IdGenre, dictionary: genre },
  categories: { link: festivalCategorie, column: festivalCategorie.IdCategorie, dictionary: categorie },
  thematiques: { link: festivalThematique, column: festivalThematique.IdThematique, dictionary: thematique },
} as const;

/** The festival's genres, categories or themes (`public/festivals/{id}/genres`, ...), labels translated. */
export async function listFestivalDictionary(
  db: Db,
  options: { id: number; name: FestivalDictionary; language: Language },
): Promise<DictionaryItem[]> {
  const { link, column, dictionary } = LINKS[options.name];
  const label = translatedLabel({ name: 'item', labelId: dictionary.IdLibelle, language: options.language });
  const rows = await db
    .select({ Id: dictionary.Id, Libelle: label.label, Ordre: dictionary.Ordre })
    .from(link)
    .innerJoin(dictionary, eq(dictionary.Id, column))
    .leftJoin(label.local, label.localOn)
    .leftJoin(label.english, label.englishOn)
    .where(eq(link.IdFestival, options.id));
  return sortByLabel(rows, options.language).map(({ Id, Libelle }) => ({ Id, Libelle }));
}

/** `public/festivals/{id}/labels`: title and description translated, in the festival's order. */
export async function listFestivalLabels(
  db: Db,
  options: { id: number; language: Language },
): Promise<Label[]> {
  const rows = await db
    .select()
    .from(festivalLabel)
    .where(eq(festivalLabel.IdFestival, options.id))
    .orderBy(asc(festivalLabel.Ordre), asc(festivalLabel.Id));
  const t = await loadTranslations(db, {
    language: options.language,
    labels: rows.map((r) => r.IdLibelleTitre),
    texts: rows.map((r) => r.IdTexteDescription),
  });
  return rows.map((row) => ({
    Id: row.Id,
    IdFestival: row.IdFestival,
    Titre: t.label(row.IdLibelleTitre) ?? '',
    Description: t.text(row.IdTexteDescription),
    Img: row.Img,
    ImgUrl: festivalImageUrl(row.Img, 'thumbnail'),
    Ordre: row.Ordre,
    Type: row.Type,
  }));
}

/** `public/photos/festivals/{id}`: photos with their credit, in the managers' order. */
export async function listFestivalPhotos(db: Db, options: { id: number }): Promise<Photo[]> {
  const rows = await db
    .select()
    .from(festivalPhoto)
    .where(eq(festivalPhoto.IdFestival, options.id))
    .orderBy(asc(festivalPhoto.Ordre), asc(festivalPhoto.Id));
  return rows.map(({ Ordre: _, ...row }) => ({
    ...row,
    Url: festivalImageUrl(row.Fichier, 'hdready') ?? '',
  }));
}
