import type { Db } from '@shortlist/db/client';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { Traduction } from '@shortlist/domain/dictionaries';
import { type Language, languageId } from '@shortlist/domain/languages';
import { and, inArray } from 'drizzle-orm';

/**
 * The translations of `ids` in `language`, one per id, in English when the language has none
 * (`IdLangue` says which); ids with no translation at all are left out.
 */
export async function translateIds(
  db: Db,
  options: { kind: 'libelle' | 'texte'; ids: number[]; language: Language },
): Promise<Traduction[]> {
  const wanted = languageId(options.language);
  const english = languageId('en');
  const languages = [...new Set([wanted, english])];
  const ids = [...new Set(options.ids)];
  const rows =
    options.kind === 'libelle'
      ? await db
          .select({ Id: tradLibelle.IdLibelle, IdLangue: tradLibelle.IdLangue, Libelle: tradLibelle.Libelle })
          .from(tradLibelle)
          .where(and(inArray(tradLibelle.IdLibelle, ids), inArray(tradLibelle.IdLangue, languages)))
      : await db
          .select({ Id: tradTexte.IdTexte, IdLangue: tradTexte.IdLangue, Libelle: tradTexte.Texte })
          .from(tradTexte)
          .where(and(inArray(tradTexte.IdTexte, ids), inArray(tradTexte.IdLangue, languages)));
  const best = new Map<number, Traduction>();
  for (const row of rows) {
    const current = best.get(row.Id);
    if (!current || row.IdLangue === wanted) best.set(row.Id, row);
  }
  return ids.flatMap((id) => best.get(id) ?? []);
}
