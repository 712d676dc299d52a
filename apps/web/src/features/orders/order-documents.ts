import type { Order } from '@shortlist/domain/orders/api-contracts';

type Link = Order['invoices'][number];

/** One document of an order, with what the orders page says of it. */
export type OrderDocument = Link &
  (
    | { role: 'platformInvoice' }
    | { role: 'festivalInvoice'; festivalName: string | null }
    | { role: 'creditNote'; cancels: string | null }
  );

/** Why an order has no document yet, or none at all; null when it has some. */
export type NoDocument = 'issuedOnPayment' | 'nothingCharged' | null;

const AWAITING_PAYMENT: ReadonlySet<Order['status']> = new Set(['created', 'open', 'waitingForTransfer']);

/**
 * An order's documents as the orders page groups and explains them (issue 32): the invoice of
 * what the platform sells (no festival), one invoice per festival for the entry fees collected on
 * its behalf (named from the order's lines), and the credit notes, each naming the invoice it
 * cancels (the one of the same festival: one of each per order and festival). Oldest first, as
 * the API answers them.
 */
export function orderDocuments(order: Pick<Order, 'invoices' | 'lines' | 'status'>): {
  documents: OrderDocument[];
  none: NoDocument;
} {
  const documents = order.invoices.map((link): OrderDocument => {
    if (link.kind === 'creditNote') {
      const cancelled = order.invoices.find(
        (other) => other.kind === 'invoice' && other.festivalId === link.festivalId,
      );
      return { ...link, role: 'creditNote', cancels: cancelled?.number ?? null };
    }
    if (link.festivalId === null) return { ...link, role: 'platformInvoice' };
    const line = order.lines.find(
      (candidate) => candidate.IdFestival === link.festivalId && candidate.festivalName,
    );
    return { ...link, role: 'festivalInvoice', festivalName: line?.festivalName ?? null };
  });
  if (documents.length > 0) return { documents, none: null };
  return { documents, none: AWAITING_PAYMENT.has(order.status) ? 'issuedOnPayment' : 'nothingCharged' };
}
