import type { Db } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import type { Pays } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { inArray } from 'drizzle-orm';
import { sortByLabel, translatedLabel } from '../../platform/translations/translated-label.ts';

/**
 * Countries with their label in `language` (English when missing), sorted by that label
 * (`pays/dico`); `withFestivalsOnly` keeps the countries that have a festival
 * (`public/festivals/pays/dico`).
 */
export async function listCountries(
  db: Db,
  options: { language: Language; withFestivalsOnly?: boolean },
): Promise<Pays[]> {
  const t = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language: options.language });
  const query = db
    .select({
      Id: pays.Id,
      Libelle: t.label,
      Iso2: pays.Iso2,
      IsCee: pays.IsCee,
      TauxTaxe: pays.TauxTaxe,
      PrefixeTelephone: pays.PrefixeTelephone,
    })
    .from(pays)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn)
    .$dynamic();
  const rows = options.withFestivalsOnly
    ? await query.where(inArray(pays.Id, db.selectDistinct({ id: festival.IdPays }).from(festival)))
    : await query;
  return sortByLabel(
    rows.map((row) => ({ ...row, TauxTaxe: Number(row.TauxTaxe) })),
    options.language,
    { byOrder: false },
  );
}
