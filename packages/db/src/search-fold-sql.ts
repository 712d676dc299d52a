import { type SQL, sql } from 'drizzle-orm';
import { searchName } from './search-name.ts';

/*
 * `searchName` in SQL, for columns PostgreSQL computes itself (`GENERATED ALWAYS AS ... STORED`):
 * the festival inbox searches film titles and directors' names ignoring accents and case (issue
 * 31), over rows other areas write, so the folded form is kept by the database on every write
 * rather than by each writer. Folding at query time cost far too much (`unaccent` or a long
 * `translate` on 40,000 strings: hundreds of ms on this machine); a stored column costs a LIKE.
 *
 * The map is worked out from `searchName` itself, character by character, over the scripts a
 * title or a name is written in (Latin with its extensions, Greek, Cyrillic, combining marks):
 * each character it turns into one other letter is translated, each it drops is deleted, every
 * space JavaScript's `\s` knows becomes ' ' (PostgreSQL's own `\s` also takes U+0085, which
 * JavaScript keeps, so the collapsing names the ASCII spaces only); `lower()` then does the rest
 * of the case (the databases are UTF-8, `C.UTF-8` or a real locale). `search-fold-sql.test.ts` checks SQL against `searchName`.
 */

const RANGES: readonly [number, number][] = [
  [0x20, 0x24f],
  [0x2b0, 0x36f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x1680, 0x1680],
  [0x1e00, 0x1fff],
  [0x2000, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

function foldMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  let dropped = '';
  for (const [start, end] of RANGES) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCodePoint(code);
      if (/\s/.test(char)) {
        if (code > 0x7f) {
          from += char;
          to += ' ';
        }
        continue;
      }
      const folded = searchName(char);
      if (folded === char || folded === char.toLowerCase()) continue;
      if (folded === '') dropped += char;
      else if (folded.length === 1) {
        from += char;
        to += folded;
      }
    }
  }
  // `translate` deletes the characters of `from` that have no counterpart in `to`.
  return { from: from + dropped, to };
}

const MAP = foldMap();

/** A SQL string literal (the map holds no quote but the apostrophe's doubling covers one anyway). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * `searchName(value)` as a SQL expression of `value` (text): immutable functions only, so a
 * generated column or an index may use it.
 */
export function searchNameSql(value: SQL): SQL {
  return sql`btrim(regexp_replace(lower(translate(${value}, ${literal(MAP.from)}, ${literal(MAP.to)})), '[ \\t\\n\\r\\f\\v]+', ' ', 'g'))`;
}

/**
 * Several texts folded into one search column are kept apart by `chr(1)`, which neither folding
 * nor a search term (plain text) ever holds, so no term matches across two texts.
 */
export const SEARCH_SEPARATOR = '\u0001';
