import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import { bestTranslation } from '@shortlist/domain/translated-label';
import { sql } from 'drizzle-orm';

/** The reference lists the festival page names: countries and the festival's three dictionaries. */
export type ReferenceKind = 'pays' | 'genres' | 'categories' | 'thematiques';

type Entry = {
  Id: number;
  Ordre: number;
  Iso2: string | null;
  names: { IdLangue: number; Libelle: string }[];
};

export type ReferenceLabels = {
  /** The entry's name in `language` by the translated label rule (English, else empty). */
  label(kind: ReferenceKind, id: number, language: Language): string;
  /** The entry's sort order (`Ordre`), 0 when unknown. */
  order(kind: ReferenceKind, id: number): number;
  /** A country's ISO 3166 code, null when unknown. */
  iso2(countryId: number): string | null;
};

const TABLES: [ReferenceKind, string][] = [
  ['pays', 'pays'],
  ['genres', 'genre'],
  ['categories', 'categorie'],
  ['thematiques', 'thematique'],
];

/**
 * Every name of the countries, genres, categories and themes, read once per database and kept,
 * as CountrySearch keeps the countries: reference lists that only migrations and the seed write
 * (no route changes them), a few hundred entries in five languages. The festival page reads a
 * festival's ids and names them here: joining the four tables and their translations in its
 * query (eight lookups in trad_libelle, two scans of the 249 countries) cost a third of its
 * PostgreSQL time on every page.
 */
const loaded = new WeakMap<Db, Promise<ReferenceLabels>>();

export function referenceLabels(db: Db): Promise<ReferenceLabels> {
  let labels = loaded.get(db);
  if (!labels) {
    labels = load(db);
    loaded.set(db, labels);
    // A failed read (the database away a moment) is tried again on the next page.
    labels.catch(() => loaded.delete(db));
  }
  return labels;
}

/**
 * Forgets the labels read for `db`, so the next page reads them again: called when the version
 * every instance watches moves (a country's or a genre's name edited, migration 0038). Before,
 * they stayed until a restart.
 */
export function forgetReferenceLabels(db: Db): void {
  loaded.delete(db);
}

async function load(db: Db): Promise<ReferenceLabels> {
  const parts = TABLES.map(
    ([kind, table]) => sql`select ${kind}::text as "kind", d."Id", d."Ordre",
      ${kind === 'pays' ? sql`d."Iso2"` : sql`null::text`} as "Iso2", t."IdLangue", t."Libelle"
      from ${sql.identifier(table)} d left join "trad_libelle" t on t."IdLibelle" = d."IdLibelle"`,
  );
  const { rows } = await db.execute<{
    kind: ReferenceKind;
    Id: number;
    Ordre: number;
    Iso2: string | null;
    IdLangue: number | null;
    Libelle: string | null;
  }>(sql.join(parts, sql` union all `));
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const key = `${row.kind}|${row.Id}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { Id: row.Id, Ordre: row.Ordre, Iso2: row.Iso2, names: [] };
      entries.set(key, entry);
    }
    if (row.IdLangue !== null && row.Libelle !== null)
      entry.names.push({ IdLangue: row.IdLangue, Libelle: row.Libelle });
  }
  const entry = (kind: ReferenceKind, id: number) => entries.get(`${kind}|${id}`);
  return {
    label: (kind, id, language) => bestTranslation(entry(kind, id)?.names ?? [], language)?.Libelle ?? '',
    order: (kind, id) => entry(kind, id)?.Ordre ?? 0,
    iso2: (countryId) => entry('pays', countryId)?.Iso2 ?? null,
  };
}
