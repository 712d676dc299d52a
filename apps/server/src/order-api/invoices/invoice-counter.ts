import type { Db } from '@shortlist/db/client';
import { factureCompteur } from '@shortlist/db/schema/orders';
import type { InvoiceKind } from '@shortlist/domain/orders/api-contracts';
import { formatInvoiceNumber, INVOICE_SERIES, invoiceYear } from '@shortlist/domain/orders/invoice-numbering';
import { sql } from 'drizzle-orm';

/**
 * The next number of a series (docs/decisions.md "Invoice numbers"), in the caller's transaction. The
 * upsert locks the year's counter row until the transaction ends: a concurrent payment waits for
 * it, and a rollback gives the number back, so the series has no gap (a sequence would leave one).
 */
export async function nextInvoiceNumber(
  tx: Db,
  options: { kind: InvoiceKind; issuedAt: Date },
): Promise<string> {
  const series = INVOICE_SERIES[options.kind];
  const year = invoiceYear(options.issuedAt);
  const [row] = await tx
    .insert(factureCompteur)
    .values({ Serie: series, Annee: year, Dernier: 1 })
    .onConflictDoUpdate({
      target: [factureCompteur.Serie, factureCompteur.Annee],
      set: { Dernier: sql`${factureCompteur.Dernier} + 1` },
    })
    .returning({ Dernier: factureCompteur.Dernier });
  return formatInvoiceNumber(series, year, row!.Dernier);
}
