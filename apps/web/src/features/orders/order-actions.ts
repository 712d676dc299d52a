import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import type { OrderStatus } from '@shortlist/domain/orders/order-state';

/** The colour of each status on the orders page; the label always says it too (DESIGN.md). */
export const STATUS_COLOURS: Readonly<Record<OrderStatus, string>> = {
  created: 'yellow',
  open: 'yellow',
  waitingForTransfer: 'yellow',
  paid: 'green',
  canceled: 'gray',
  failed: 'red',
  expired: 'gray',
  refunded: 'gray',
};

type ActionFacts = Pick<OrderListItem, 'status' | 'method' | 'checkoutUrl'>;

/** Still waiting for its money: the filmmaker may cancel it (its entries return to the basket). */
export function canCancel(order: ActionFacts): boolean {
  return order.status === 'created' || order.status === 'open' || order.status === 'waitingForTransfer';
}

/** An open card payment whose link is still valid: back to the provider's page to pay it. */
export function canPayNow(order: ActionFacts): boolean {
  return order.status === 'open' && order.method !== 'bankTransfer' && order.checkoutUrl !== null;
}

/**
 * A failed card payment: its entries and stamps went back to the basket, so paying again is a
 * new order from there (the confirmation page's retry).
 */
export function canRetry(order: ActionFacts): boolean {
  return order.status === 'failed';
}
