import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';

/** Most free stamps one grant gives: a larger gift is a mistake in the command line, not a gesture. */
export const GRANT_STAMPS_MAX = 100;

/**
 * `npm run admin -- grant-stamps --account <id> --count <n> --reason "<why>"`: free stamps an
 * operator gives an account (spec §1 stamps, §2 special offers). The reason stays on the ledger
 * row for whoever reads the account's history later; the filmmaker sees the stamps, not it.
 */
export const ZGrantStampsCommand = z.strictObject({
  account: ZId,
  count: z.number().int().min(1).max(GRANT_STAMPS_MAX),
  reason: zPlainText().trim().min(1).max(500),
});
export type GrantStampsCommand = z.infer<typeof ZGrantStampsCommand>;
