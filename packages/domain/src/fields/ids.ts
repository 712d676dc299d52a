import { z } from 'zod';

/**
 * The largest id a column can hold: every id column is a PostgreSQL `integer` (int4). A larger
 * number must be refused by the contract, not reach SQL, where it fails as "out of range".
 */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body or answer: a positive integer within the int4 column range. */
export const ZId = z.number().int().positive().max(ID_MAX);

/** An id in a path or query string (`/festivals/12`): the text read as a number, then `ZId`'s rules. */
export const ZIdParam = z.coerce.number().int().positive().max(ID_MAX);

/** An id chosen in a list (country, civility, language...), every failure reported as `code`. */
export function zIdOf(code: string) {
  return z.number({ error: code }).int(code).positive(code).max(ID_MAX, code);
}
