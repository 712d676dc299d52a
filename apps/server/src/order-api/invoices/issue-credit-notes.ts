import type { Db } from '@shortlist/db/client';
import { facture } from '@shortlist/db/schema/orders';
import { creditNoteLines, type InvoiceDocument } from '@shortlist/domain/orders/invoice-lines';
import { asc, eq } from 'drizzle-orm';
import { nextInvoiceNumber } from './invoice-counter.ts';

/**
 * A credit note for each invoice of an order that has none yet (a cancellation after payment,
 * docs/decisions.md "Invoice numbers"): the invoice's lines with negative amounts, the seller and buyer
 * of the invoice, a number of the credit-note series, in the caller's transaction. The invoice
 * itself is not touched. Returns the numbers given.
 *
 * Called by the refund of a paid order (`orders/refund-order.ts`) in its transaction.
 */
export async function issueCreditNotes(tx: Db, options: { orderId: number; now: Date }): Promise<string[]> {
  const { orderId, now } = options;
  const documents = await tx
    .select()
    .from(facture)
    .where(eq(facture.IdCommande, orderId))
    .orderBy(asc(facture.Id));
  const credited = new Set(
    documents.flatMap((row) => (row.IdFactureOrigine === null ? [] : [row.IdFactureOrigine])),
  );
  const numbers: string[] = [];
  for (const invoice of documents) {
    if (invoice.Kind !== 'invoice' || credited.has(invoice.Id)) continue;
    const original = invoice.Document as InvoiceDocument;
    const { lines, totals } = creditNoteLines(original);
    const number = await nextInvoiceNumber(tx, { kind: 'creditNote', issuedAt: now });
    const document: InvoiceDocument = {
      ...original,
      kind: 'creditNote',
      number,
      issuedAt: now.toISOString(),
      lines,
      totals,
      cancels: original.number,
      coupon: original.coupon ? { ...original.coupon, discountCents: -original.coupon.discountCents } : null,
    };
    await tx.insert(facture).values({
      DateCreation: now,
      Numero: number,
      Kind: 'creditNote',
      IdCommande: orderId,
      IdCompte: invoice.IdCompte,
      IdFestival: invoice.IdFestival,
      IdFactureOrigine: invoice.Id,
      Regime: invoice.Regime,
      Document: document,
      MontantHT: totals.netCents,
      MontantTva: totals.vatCents,
      MontantTTC: totals.totalCents,
    });
    numbers.push(number);
  }
  return numbers;
}
