/**
 * The columns of dictionary items as the API returns them (spec §3, §7), as plain tables: the
 * one description of each item, from which dictionaries.ts builds the zod schemas (server,
 * OpenAPI) and `parseDictionaryItems` checks an answer without zod. Zod-free because every public
 * page reads dictionaries (the maintenance check, the directory's filters, a festival's criteria)
 * and zod is 22 KB of brotli a public page would load for them (bench/log/2026-11-to-12.md).
 */

/** How the API writes a column. */
export type ItemColumn = 'int' | 'optional int' | 'string' | 'two letters' | 'boolean' | 'number';
export type ItemColumns = Readonly<Record<string, ItemColumn>>;

/** Id, the label already translated into the request's `culture`, and the display order. */
export const DICO_ITEM = {
  Id: 'int',
  Libelle: 'string',
  Ordre: 'optional int',
} as const satisfies ItemColumns;

export const PAYS_ITEM = {
  ...DICO_ITEM,
  Iso2: 'two letters',
  IsCee: 'boolean',
  TauxTaxe: 'number',
  PrefixeTelephone: 'string',
} as const satisfies ItemColumns;

export const LANGUE_ITEM = {
  ...DICO_ITEM,
  Iso2: 'string',
  IsLangueSite: 'boolean',
  IsActif: 'boolean',
} as const satisfies ItemColumns;

export const THEMATIQUE_ITEM = {
  ...DICO_ITEM,
  IdGroupe: 'int',
  LibelleGroupe: 'string',
} as const satisfies ItemColumns;

export const FONCTION_ITEM = { ...DICO_ITEM, Code: 'int' } as const satisfies ItemColumns;

/** Dictionaries with extra columns, by the path of their `{name}/dico` call; the others are plain. */
export const ITEM_COLUMNS = {
  pays: PAYS_ITEM,
  'public/festivals/pays': PAYS_ITEM,
  langue: LANGUE_ITEM,
  thematique: THEMATIQUE_ITEM,
  fonction: FONCTION_ITEM,
} as const;
export type SpecialDictionary = keyof typeof ITEM_COLUMNS;

type ValueOf<C extends ItemColumn> = C extends 'int' | 'optional int' | 'number'
  ? number
  : C extends 'boolean'
    ? boolean
    : string;
type Required<T extends ItemColumns> = {
  [K in keyof T as T[K] extends 'optional int' ? never : K]: ValueOf<T[K]>;
};
type Optional<T extends ItemColumns> = { [K in keyof T as T[K] extends 'optional int' ? K : never]?: number };
type Flat<T> = { [K in keyof T]: T[K] };
/** The item a table of columns describes (the same type as z.infer of its zod schema). */
export type ItemOf<T extends ItemColumns> = Flat<Required<T> & Optional<T>>;

/** The item type of a dictionary, by the path of its call. */
export type DictionaryItemOf<N extends string> = N extends SpecialDictionary
  ? ItemOf<(typeof ITEM_COLUMNS)[N]>
  : ItemOf<typeof DICO_ITEM>;

/** The same rules as the zod schemas built from the tables (int: a safe integer; number: finite). */
function fits(column: ItemColumn, value: unknown): boolean {
  switch (column) {
    case 'optional int':
      return value === undefined || Number.isSafeInteger(value);
    case 'int':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'two letters':
      return typeof value === 'string' && value.length === 2;
    case 'string':
      return typeof value === 'string';
  }
}

/** An answer that is not the dictionary it should be (a server or proxy fault, never the user's). */
export class DictionaryShapeError extends Error {
  constructor(name: string, problem: string) {
    super(`Dictionary ${name}: ${problem}`);
    this.name = 'DictionaryShapeError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A dictionary's answer checked against its columns: each item keeps its known columns only (as
 * zod's objects strip unknown keys); throws DictionaryShapeError on the first that does not fit.
 */
export function parseDictionaryItems<N extends string>(name: N, answer: unknown): DictionaryItemOf<N>[] {
  const columns: ItemColumns = name in ITEM_COLUMNS ? ITEM_COLUMNS[name as SpecialDictionary] : DICO_ITEM;
  if (!Array.isArray(answer)) throw new DictionaryShapeError(name, 'the answer is not a list');
  return answer.map((item: unknown, index) => {
    if (!isRecord(item)) throw new DictionaryShapeError(name, `item ${index} is not an object`);
    const parsed: Record<string, unknown> = {};
    for (const [column, kind] of Object.entries(columns)) {
      const value = item[column];
      if (!fits(kind, value)) throw new DictionaryShapeError(name, `item ${index} has a wrong ${column}`);
      if (value !== undefined) parsed[column] = value;
    }
    return parsed as DictionaryItemOf<N>;
  });
}
