import type { Db } from '@shortlist/db/client';
import { commandeLigne, produit, versementFestival } from '@shortlist/db/schema/orders';
import { eq } from 'drizzle-orm';
import { extendVideoRetention } from '../../user-api/film-video/order-port.ts';
import { extendFilmForSuperStamp } from '../../user-api/films/order-port.ts';
import { sendEntries } from '../../user-api/submissions/order-port.ts';
import { issueInvoices } from '../invoices/issue-invoices.ts';
import { moveStamps } from '../stamps/stamp-ledger.ts';
import { enqueueOrderPaidEmail } from './order-paid-email.ts';

/**
 * What being paid does, in the caller's transaction (the one that moved the order to paid, so it
 * runs once per order however often the provider's webhook comes): booklets' stamps credited to
 * the ledger; each SuperStamp activated on its film (`DateExpirationSuperTimbre` 6 or 12 months
 * on, from the running one's end) with the film's stored videos extended by a year; the entries
 * sent with their numbers (which keeps their films' videos, docs/decisions.md "Screener retention"); a payout line per
 * paid entry fee (the fee charged less 4.9 %, computed when the order was placed); the
 * confirmation email queued in the outbox, sent after commit.
 */
export async function applyPaidOrder(
  tx: Db,
  options: { orderId: number; accountId: number; now: Date; publicUrl: string },
): Promise<void> {
  const { orderId, accountId, now } = options;
  const lines = await tx
    .select({ line: commandeLigne, months: produit.DureeMois })
    .from(commandeLigne)
    .leftJoin(produit, eq(produit.Id, commandeLigne.IdProduit))
    .where(eq(commandeLigne.IdCommande, orderId))
    .then((rows) => rows.map((r) => ({ ...r.line, months: r.months ?? 0 })));
  const credited = lines.reduce((sum, line) => sum + line.TimbresCredites, 0);
  if (credited > 0) await moveStamps(tx, { accountId, delta: credited, reason: 'purchase', orderId, now });

  const superStamps = lines.filter((line) => line.Kind === 'superStamp' && line.IdFilm !== null);
  for (const line of superStamps) {
    await extendFilmForSuperStamp(tx, { filmId: line.IdFilm!, months: line.months, now });
  }
  await extendVideoRetention(tx, { filmIds: superStamps.map((l) => l.IdFilm!), now });

  const entries = lines.filter((line) => line.Kind === 'entryFee' && line.IdInscription !== null);
  // A sent entry keeps its film's videos until its results + 30 days: read with the video
  // (`screenerRetention`), so nothing is written on them here.
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
  await enqueueOrderPaidEmail(tx, { orderId, publicUrl: options.publicUrl, now });
}
