import type { Db } from '@shortlist/db/client';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { Traduction } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { bestTranslation, labelLanguageIds } from '@shortlist/domain/translated-label';
import { and, inArray } from 'drizzle-orm';

/**
 * The translations of `ids` in `language`, one per id, in English when the language has none
 * (`IdLangue` says which); ids with no translation at all are left out. One query.
 */
export async function translateIds(
  db: Db,
  options: { kind: 'label' | 'text'; ids: number[]; language: Language },
): Promise<Traduction[]> {
  const languages = labelLanguageIds(options.language);
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return [];
  const rows =
    options.kind === 'label'
      ? await db
          .select({ Id: tradLibelle.IdLibelle, IdLangue: tradLibelle.IdLangue, Libelle: tradLibelle.Libelle })
          .from(tradLibelle)
          .where(and(inArray(tradLibelle.IdLibelle, ids), inArray(tradLibelle.IdLangue, languages)))
      : await db
          .select({ Id: tradTexte.IdTexte, IdLangue: tradTexte.IdLangue, Libelle: tradTexte.Texte })
          .from(tradTexte)
          .where(and(inArray(tradTexte.IdTexte, ids), inArray(tradTexte.IdLangue, languages)));
  const byId = new Map<number, Traduction[]>();
  for (const row of rows) byId.set(row.Id, [...(byId.get(row.Id) ?? []), row]);
  return ids.flatMap((id) => bestTranslation(byId.get(id) ?? [], options.language) ?? []);
}
