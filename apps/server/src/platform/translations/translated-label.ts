import { tradLibelle } from '@shortlist/db/schema/translations';
import type { Language } from '@shortlist/domain/languages';
import { LABEL_FALLBACK_LANGUAGE, labelLanguageIds } from '@shortlist/domain/translated-label';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';

/*
 * The translated label rule (`@shortlist/domain/translated-label`) inside a query, as two left
 * joins on `trad_libelle` and `coalesce(local, english, '')`: one query however many rows.
 */

/**
 * For Drizzle queries: the label of `labelId` (an `IdLibelle` column) in `language`, falling back to English.
 * `name` keeps the aliases apart when a query translates two labels.
 */
export function translatedLabel(options: { name: string; labelId: AnyPgColumn; language: Language }) {
  const { name, labelId } = options;
  const [wanted, fallback] = labelLanguageIds(options.language) as [number, number?];
  const local = alias(tradLibelle, `${name}_local`);
  const english = alias(tradLibelle, `${name}_${LABEL_FALLBACK_LANGUAGE}`);
  return {
    local,
    localOn: and(eq(local.IdLibelle, labelId), eq(local.IdLangue, wanted)),
    english,
    englishOn: and(eq(english.IdLibelle, labelId), eq(english.IdLangue, fallback ?? wanted)),
    label: sql<string>`coalesce(${local.Libelle}, ${english.Libelle}, '')`,
  };
}

/**
 * For raw SQL queries: the same joins and label, with `name` as the alias prefix (a plain SQL
 * identifier of ours, never user input) and `labelId` the column holding the label id.
 */
export function translatedLabelSql(options: { name: string; labelId: SQL; language: Language }): {
  joins: SQL;
  label: SQL;
} {
  const [wanted, fallback] = labelLanguageIds(options.language) as [number, number?];
  const local = sql.identifier(`${options.name}_local`);
  const english = sql.identifier(`${options.name}_${LABEL_FALLBACK_LANGUAGE}`);
  return {
    joins: sql`left join "trad_libelle" ${local} on ${local}."IdLibelle" = ${options.labelId} and ${local}."IdLangue" = ${wanted}
    left join "trad_libelle" ${english} on ${english}."IdLibelle" = ${options.labelId} and ${english}."IdLangue" = ${fallback ?? wanted}`,
    label: sql`coalesce(${local}."Libelle", ${english}."Libelle", '')`,
  };
}

/** One collator per language: building one costs some 60 µs, a festival page sorts three lists. */
const collators = new Map<Language, Intl.Collator>();

function collatorFor(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
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
  const collator = collatorFor(language);
  const order = (a: T, b: T) => (options.byOrder ? (a.Ordre ?? 0) - (b.Ordre ?? 0) : 0);
  return rows.sort((a, b) => order(a, b) || collator.compare(a.Libelle, b.Libelle));
}
