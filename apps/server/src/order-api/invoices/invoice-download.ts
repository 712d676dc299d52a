import type { Db } from '@shortlist/db/client';
import { facture } from '@shortlist/db/schema/orders';
import type { InvoiceKind } from '@shortlist/domain/orders/api-contracts';
import type { InvoiceDocument } from '@shortlist/domain/orders/invoice-lines';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * One of the account's issued documents: the order's own invoice (`festivalId` null) or a
 * festival's, or their credit notes. Another account's, or one not issued, is NOT_FOUND alike.
 */
export async function findInvoiceDocument(
  db: Db,
  options: { accountId: number; orderId: number; festivalId: number | null; kind: InvoiceKind },
): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ Document: facture.Document })
    .from(facture)
    .where(
      and(
        eq(facture.IdCommande, options.orderId),
        eq(facture.IdCompte, options.accountId),
        eq(facture.Kind, options.kind),
        options.festivalId === null ? isNull(facture.IdFestival) : eq(facture.IdFestival, options.festivalId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row.Document as InvoiceDocument;
}

/** Where a document is downloaded (the order view's `invoices[].path`). */
export function invoicePath(options: {
  accountId: number;
  orderId: number;
  festivalId: number | null;
  kind: InvoiceKind;
}): string {
  const { accountId, orderId, festivalId, kind } = options;
  if (festivalId === null) {
    return kind === 'invoice'
      ? `/order-api/customer/${accountId}/orders/${orderId}/invoice`
      : `/order-api/customer/${accountId}/orders/${orderId}/stamps/creditnote`;
  }
  return `/order-api/customer/orders/${orderId}/festival/${festivalId}/${kind === 'invoice' ? 'invoice' : 'creditnote'}`;
}
