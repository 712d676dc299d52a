import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { type GrantStampsCommand, ZGrantStampsCommand } from '@shortlist/domain/orders/stamp-grants';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { moveStamps } from './stamp-ledger.ts';

/**
 * An operator gives an account free stamps (docs/operations.md): one `grant` ledger row carrying
 * the reason, and the balance raised in the same transaction through `moveStamps`, the one way
 * stamps move. The account is looked up inside the transaction with a share lock, so an account
 * deleted at the same moment either gets its stamps first or is refused; an unknown account
 * writes nothing. A credit only adds to the balance row (`ON CONFLICT DO UPDATE`), so grants and
 * spending at the same time serialise on that row and none is lost (grant-stamps-race.test.ts).
 * The account sees the grant as a free-stamp offer (`compte/offres-timbre`) and in its balance.
 */
export async function grantStamps(
  db: Db,
  options: { input: GrantStampsCommand; now: Date },
): Promise<{ IdCompte: number; granted: number; stampBalance: number }> {
  const { input, now } = options;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ Id: compte.Id })
      .from(compte)
      .where(eq(compte.Id, input.account))
      .for('share');
    if (!account) {
      throw new AppError('NOT_FOUND', {
        fields: [{ path: 'account', code: 'UNKNOWN', message: `No account ${input.account}.` }],
      });
    }
    const stampBalance = await moveStamps(tx, {
      accountId: input.account,
      delta: input.count,
      reason: 'grant',
      orderId: null,
      now,
      note: input.reason,
    });
    return { IdCompte: input.account, granted: input.count, stampBalance };
  });
}

/** `npm run admin -- grant-stamps --account <id> --count <1-100> --reason "<why>"`. */
export const grantStampsCommand = defineOperatorCommand({
  name: 'grant-stamps',
  summary:
    'Give an account free stamps, shown as a free-stamp offer (--account id --count 1-100 --reason text)',
  input: ZGrantStampsCommand,
  run: (context, input) => grantStamps(context.db, { input, now: context.now }),
});
