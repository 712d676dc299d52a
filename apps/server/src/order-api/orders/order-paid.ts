import type { Db } from '@shortlist/db/client';
import { commandeLigne, versementFestival } from '@shortlist/db/schema/orders';
import { eq } from 'drizzle-orm';
import { sendEntries } from '../../user-api/submissions/order-entries.ts';
import { issueInvoices } from '../invoices/issue-invoices.ts';
import { moveStamps } from '../stamps/stamp-ledger.ts';

/**
 * What being paid does, in the caller's transaction (the one that moved the order to paid):
 * booklets' stamps credited to the ledger, the entries sent with their numbers, a payout line per
 * paid entry fee (the fee charged less 4.9 %, computed when the order was placed).
 */
export async function applyPaidOrder(
  tx: Db,
  options: { orderId: number; accountId: number; now: Date },
): Promise<void> {
  const { orderId, accountId, now } = options;
  const lines = await tx.select().from(commandeLigne).where(eq(commandeLigne.IdCommande, orderId));
  const credited = lines.reduce((sum, line) => sum + line.TimbresCredites, 0);
  if (credited > 0) await moveStamps(tx, { accountId, delta: credited, reason: 'purchase', orderId, now });
  const entries = lines.filter((line) => line.Kind === 'entryFee' && line.IdInscription !== null);
  await sendEntries(tx, { ids: entries.map((line) => line.IdInscription!), now });
  const payouts = entries.filter((line) => line.MontantHT > 0 && line.IdFestival !== null);
  if (payouts.length > 0) {
    await tx.insert(versementFestival).values(
      payouts.map((line) => ({
        IdCommande: orderId,
        IdInscription: line.IdInscription,
        IdFestival: line.IdFestival!,
        MontantFrais: line.MontantHT,
        MontantVersement: line.Versement ?? 0,
        DateCreation: now,
      })),
    );
  }
  await issueInvoices(tx, { orderId, accountId, now });
}
