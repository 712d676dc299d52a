import { createHash } from 'node:crypto';
import type { Db, RowsResult } from '@shortlist/db/client';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** How many statement texts one `StatementShapes` names, per pooled connection at most. */
export const STATEMENT_SHAPES_MAX = 48;

const dialect = new PgDialect();

/**
 * Runs queries built per request (the directory's: one text per combination of filter fields,
 * the values as parameters) as named prepared statements, so PostgreSQL parses and plans each
 * text once per pooled connection rather than on every request (planning a directory page took
 * 1-1.5 ms, more than running it). After a few runs PostgreSQL keeps a generic plan for a text
 * when it costs no more than the per-value plans (`plan_cache_mode` auto).
 *
 * node-postgres never forgets a statement it prepared and each backend keeps every one, so only
 * the first `max` distinct texts get a name; any other text runs as before, unnamed (planned
 * each time). A client sending every odd combination of fields costs the server no memory.
 * PGlite ignores the name.
 */
export class StatementShapes {
  readonly #names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly max: number = STATEMENT_SHAPES_MAX,
  ) {}

  async rows<T>(db: Db, query: SQL): Promise<T[]> {
    const built = dialect.sqlToQuery(query);
    const prepared = db._.session.prepareQuery(built, undefined, this.#nameOf(built.sql), false);
    const result = (await prepared.execute()) as RowsResult<T>;
    return result.rows;
  }

  #nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#names.size >= this.max) return known;
    // From the text, so the same text has the same name on every connection and in every app.
    const name = `${this.prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    this.#names.set(text, name);
    return name;
  }
}
