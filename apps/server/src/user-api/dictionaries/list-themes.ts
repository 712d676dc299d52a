import type { Db } from '@shortlist/db/client';
import { thematique, thematiqueGroupe } from '@shortlist/db/schema/dictionaries';
import type { Thematique } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { translatedLabel } from '../../platform/translations/translated-label.ts';

/** Themes (`thematique/dico`) with their group, sorted by group order, group label, then label. */
export async function listThemes(db: Db, options: { language: Language }): Promise<Thematique[]> {
  const item = translatedLabel({ name: 'theme', labelId: thematique.IdLibelle, language: options.language });
  const group = translatedLabel({
    name: 'groupe',
    labelId: thematiqueGroupe.IdLibelle,
    language: options.language,
  });
  const rows = await db
    .select({
      Id: thematique.Id,
      Libelle: item.label,
      Ordre: thematique.Ordre,
      IdGroupe: thematique.IdGroupe,
      LibelleGroupe: group.label,
      OrdreGroupe: thematiqueGroupe.Ordre,
    })
    .from(thematique)
    .innerJoin(thematiqueGroupe, eq(thematiqueGroupe.Id, thematique.IdGroupe))
    .leftJoin(item.local, item.localOn)
    .leftJoin(item.english, item.englishOn)
    .leftJoin(group.local, group.localOn)
    .leftJoin(group.english, group.englishOn);
  const collator = new Intl.Collator(options.language, { sensitivity: 'base', numeric: true });
  rows.sort(
    (a, b) =>
      a.OrdreGroupe - b.OrdreGroupe ||
      collator.compare(a.LibelleGroupe, b.LibelleGroupe) ||
      a.Ordre - b.Ordre ||
      collator.compare(a.Libelle, b.Libelle),
  );
  return rows.map(({ OrdreGroupe: _, ...row }) => row);
}
