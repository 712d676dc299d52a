import { createHash } from 'node:crypto';
import type { Db, RowsResult } from '@shortlist/db/client';
import { Name, Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** How many statement texts one `StatementShapes` names, per pooled connection at most. */
export const STATEMENT_SHAPES_MAX = 48;

/** How many steps of known texts one `StatementShapes` keeps (see `#walk`); past it, Drizzle builds. */
export const STATEMENT_STEPS_MAX = 20_000;

const dialect = new PgDialect();

/** A statement text Drizzle built, and its name (undefined past the first `max` texts). */
type Statement = { text: string; name: string | undefined };

/**
 * One step of a query's chunks: a piece of text, an identifier or a parameter (`$n`). The steps
 * from the root to a node give one text, as Drizzle writes it; `statement` is that text once built.
 */
type Step = {
  texts: Map<string, Step> | undefined;
  names: Map<string, Step> | undefined;
  param: Step | undefined;
  statement: Statement | undefined;
};

const newStep = (): Step => ({ texts: undefined, names: undefined, param: undefined, statement: undefined });

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
 *
 * Drizzle builds each text once: a query's chunks are walked for their parameters only, along a
 * tree of the texts already met (`#walk`), and the text and name are kept where the walk ends.
 * Building the ~2 KB text on every request (`sqlToQuery`, its `is` checks and the name's Map
 * lookup keyed by the whole text) was about 8 % of an uncached directory search's Node CPU.
 */
export class StatementShapes {
  readonly #names = new Map<string, string>();
  readonly #root = newStep();
  #steps = 1;

  constructor(
    private readonly prefix: string,
    private readonly max: number = STATEMENT_SHAPES_MAX,
    private readonly stepsMax: number = STATEMENT_STEPS_MAX,
  ) {}

  async rows<T>(db: Db, query: SQL): Promise<T[]> {
    const built = this.build(query);
    const prepared = db._.session.prepareQuery(
      { sql: built.text, params: built.params },
      undefined,
      built.name,
      false,
    );
    const result = (await prepared.execute()) as RowsResult<T>;
    return result.rows;
  }

  /** The query's text (Drizzle's), its parameters and the statement's name. */
  build(query: SQL): Statement & { params: unknown[] } {
    const params: unknown[] = [];
    const end = this.#walk(query, this.#root, params);
    if (end === undefined) {
      // A chunk the walk does not read, or too many texts: Drizzle builds it all.
      const built = dialect.sqlToQuery(query);
      return { text: built.sql, params: built.params, name: this.#nameOf(built.sql) };
    }
    let statement = end.statement;
    if (statement === undefined) {
      const built = dialect.sqlToQuery(query);
      // The walk gives the parameters Drizzle gives, in its order, or the text is never kept.
      if (!sameParams(built.params, params))
        return { text: built.sql, params: built.params, name: this.#nameOf(built.sql) };
      statement = { text: built.sql, name: this.#nameOf(built.sql) };
      end.statement = statement;
    }
    return { text: statement.text, params, name: statement.name };
  }

  /**
   * Follows the query's chunks from `step`, collecting the parameters as Drizzle's `sqlToQuery`
   * does: text pieces and identifiers are steps of the text, each parameter is `$n`. Undefined
   * for a chunk it does not read (Drizzle's columns, tables, inline parameters...).
   */
  #walk(query: SQL, from: Step, params: unknown[]): Step | undefined {
    if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return undefined;
    let step: Step | undefined = from;
    for (const chunk of query.queryChunks as unknown[]) {
      if (chunk === undefined) continue;
      if (chunk === null || typeof chunk !== 'object') {
        if (typeof chunk === 'function' || typeof chunk === 'symbol') return undefined;
        params.push(chunk);
        step = this.#paramStep(step);
      } else if (chunk.constructor === StringChunk) {
        for (const text of (chunk as StringChunk).value) {
          if (text !== '') step = this.#textStep(step, text);
          if (step === undefined) return undefined;
        }
      } else if (chunk.constructor === SQL) {
        step = this.#walk(chunk as SQL, step, params);
      } else if (chunk.constructor === Name) {
        step = this.#nameStep(step, (chunk as Name).value);
      } else if (chunk.constructor === Param) {
        const { value, encoder } = chunk as Param;
        const mapped = value === null ? null : encoder.mapToDriverValue(value);
        // An encoder giving SQL, or a placeholder: Drizzle's own path.
        if (mapped !== null && typeof mapped === 'object' && !(mapped instanceof Date)) return undefined;
        params.push(mapped);
        step = this.#paramStep(step);
      } else return undefined;
      if (step === undefined) return undefined;
    }
    return step;
  }

  #textStep(step: Step, text: string): Step | undefined {
    const next = step.texts?.get(text);
    if (next !== undefined || this.#steps >= this.stepsMax) return next;
    step.texts ??= new Map();
    return this.#grow(step.texts, text);
  }

  #nameStep(step: Step, name: string): Step | undefined {
    const next = step.names?.get(name);
    if (next !== undefined || this.#steps >= this.stepsMax) return next;
    step.names ??= new Map();
    return this.#grow(step.names, name);
  }

  #paramStep(step: Step): Step | undefined {
    if (step.param !== undefined || this.#steps >= this.stepsMax) return step.param;
    this.#steps++;
    step.param = newStep();
    return step.param;
  }

  #grow(steps: Map<string, Step>, key: string): Step {
    const next = newStep();
    this.#steps++;
    steps.set(key, next);
    return next;
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

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
