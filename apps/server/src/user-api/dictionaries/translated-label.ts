import { tradLibelle } from '@shortlist/db/schema/translations';
import { type Language, languageId } from '@shortlist/domain/languages';
import { and, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';

/**
 * The label of `idLibelle` in `language`, falling back to English, as two left joins.
 * `name` keeps the aliases apart when a query translates two labels.
 */
export function translatedLabel(name: string, idLibelle: AnyPgColumn, language: Language) {
  const local = alias(tradLibelle, `${name}_local`);
  const english = alias(tradLibelle, `${name}_en`);
  return {
    local,
    localOn: and(eq(local.IdLibelle, idLibelle), eq(local.IdLangue, languageId(language))),
    english,
    englishOn: and(eq(english.IdLibelle, idLibelle), eq(english.IdLangue, languageId('en'))),
    label: sql<string>`coalesce(${local.Libelle}, ${english.Libelle}, '')`,
  };
}

/**
 * Sorts by label as a reader of `language` expects; with `byOrder`, the dictionary's own `Ordre`
 * comes first (civilities, frame rates and the like have a natural order).
 */
export function sortByLabel<T extends { Libelle: string; Ordre?: number | undefined }>(
  rows: T[],
  language: Language,
  options: { byOrder: boolean } = { byOrder: true },
): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const order = (a: T, b: T) => (options.byOrder ? (a.Ordre ?? 0) - (b.Ordre ?? 0) : 0);
  return rows.sort((a, b) => order(a, b) || collator.compare(a.Libelle, b.Libelle));
}
