import type { Db } from '@shortlist/db/client';
import type { Traduction } from '@shortlist/domain/dictionaries';
import type { Language } from '@shortlist/domain/languages';
import { labelLanguageIds } from '@shortlist/domain/translated-label';
import { independentQueries } from '../performance/independent-queries.ts';
import { translateIds } from './translate-ids.ts';

/** A lookup from label or text id to its translation in `language` (fallback en). */
export type Translations = (id: number | null | undefined) => string | null;

/** Loads the labels and texts of a whole page in two queries (no query per row). */
export async function loadTranslations(
  db: Db,
  options: { language: Language; labels: (number | null)[]; texts: (number | null)[] },
): Promise<{ label: Translations; text: Translations }> {
  const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
  const load = async (kind: 'label' | 'text') => {
    const ids = present(kind === 'label' ? options.labels : options.texts);
    if (ids.length === 0) return new Map<number, string>();
    const rows = await translateIds(db, { kind, ids, language: options.language });
    return new Map(rows.map((row) => [row.Id, row.Libelle]));
  };
  // Also read inside a transaction (creating an invitation).
  const [labels, texts] = await independentQueries(db, [() => load('label'), () => load('text')]);
  const lookup =
    (map: Map<number, string> | undefined): Translations =>
    (id) =>
      id === null || id === undefined ? null : (map?.get(id) ?? null);
  return { label: lookup(labels), text: lookup(texts) };
}

/**
 * The lookup of translation rows read by another query (the festival page reads its own with
 * the page), each id's best translation in `language` as `translateIds` picks it.
 */
export function translationsOf(rows: readonly Traduction[], language: Language): Translations {
  // `bestTranslation` per id, in one pass over the rows (a page reads some thirty): the first in
  // the reader's language, else the first in English.
  const [wanted, fallback] = labelLanguageIds(language);
  const best = new Map<number, string>();
  const inWanted = new Set<number>();
  for (const row of rows) {
    if (row.IdLangue === wanted) {
      if (!inWanted.has(row.Id)) {
        inWanted.add(row.Id);
        best.set(row.Id, row.Libelle);
      }
    } else if (row.IdLangue === fallback && !best.has(row.Id)) best.set(row.Id, row.Libelle);
  }
  return (id) => (id === null || id === undefined ? null : (best.get(id) ?? null));
}
