import * as schema from '@shortlist/db/schema/all';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's foreign-key violation (23503) behind a Drizzle error, read as what the request
 * did wrong: `missing` when a row written names an id its table does not hold (an unknown
 * civility on `PUT personnes`: the client's value, a 400 on that field), `referenced` when a row
 * removed is still pointed at (a 409). `column` is the referencing column, the request's field.
 */
export type ForeignKeyViolation = {
  kind: 'missing' | 'referenced';
  constraint: string;
  column: string | null;
};

let columnsByConstraint: Map<string, string> | undefined;

/** Every foreign key of the schema, by constraint name, to its (first) referencing column. */
function constraintColumns(): Map<string, string> {
  if (columnsByConstraint) return columnsByConstraint;
  const map = new Map<string, string>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const key of getTableConfig(value).foreignKeys) {
      const column = key.reference().columns[0];
      if (column) map.set(key.getName(), column.name);
    }
  }
  columnsByConstraint = map;
  return map;
}

type DatabaseError = Error & { code?: unknown; constraint?: unknown; detail?: unknown };

export function foreignKeyViolation(error: unknown): ForeignKeyViolation | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const found = current as DatabaseError;
    if (found.code === '23503') {
      const constraint = typeof found.constraint === 'string' ? found.constraint : '';
      // "update or delete on table ... violates foreign key constraint ... on table ...": the
      // row is still referenced; "insert or update on table ...": the id written is unknown.
      const kind = /^update or delete on table/.test(found.message) ? 'referenced' : 'missing';
      // The detail (`Key (IdCivilite)=(999) is not present...`) names the column when the
      // constraint is not one of the schema's (a migration's own name).
      const detail = typeof found.detail === 'string' ? /^Key \(([^,)]+)/.exec(found.detail)?.[1] : undefined;
      const column = constraintColumns().get(constraint) ?? detail?.replaceAll('"', '') ?? null;
      return { kind, constraint, column };
    }
    current = current.cause;
  }
  return null;
}
