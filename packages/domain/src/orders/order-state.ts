/**
 * Order and payment statuses (spec §3) and the order's one transition function (spec §4). Every
 * status change of an order goes through `nextOrderStatus`, and the server writes an audit row
 * with it. Spec §4 gives the confirmation page's states; the transitions between them are ours:
 *
 * - created: placed, nothing asked of a payment provider yet (also the state of an order paid
 *   entirely by stamps, which goes straight to paid);
 * - open: a payment link was made (card, Apple Pay, PayPal); it expires after 3 hours;
 * - waitingForTransfer: bank transfer chosen, waiting for the money (14 days, then cancelled);
 * - paid; canceled (by the filmmaker, before payment or after, with a credit note); failed
 *   (the provider refused: not charged, the order is cancelled); expired (the link timed out);
 *   refunded (money sent back after payment).
 *
 * Failed, expired, canceled and refunded are final: a retry places a new order from the basket,
 * where the entries and stamps went back.
 */
export const ORDER_STATUSES = [
  'created',
  'open',
  'waitingForTransfer',
  'paid',
  'canceled',
  'failed',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = [
  'startPayment',
  'awaitTransfer',
  'pay',
  'fail',
  'cancel',
  'expire',
  'refund',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  created: {
    startPayment: 'open',
    awaitTransfer: 'waitingForTransfer',
    pay: 'paid',
    cancel: 'canceled',
    expire: 'expired',
  },
  open: { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' },
  waitingForTransfer: { pay: 'paid', cancel: 'canceled' },
  paid: { cancel: 'canceled', refund: 'refunded' },
  canceled: {},
  failed: {},
  expired: {},
  refunded: {},
};

export type OrderTransition =
  | { ok: true; status: OrderStatus }
  | { ok: false; from: OrderStatus; event: OrderEvent };

/** The status after `event`, or a refusal when the state machine has no such arrow. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderTransition {
  const to = TRANSITIONS[from][event];
  return to === undefined ? { ok: false, from, event } : { ok: true, status: to };
}

/** Statuses no event leaves. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/**
 * Placed and still waiting for its money (a payment link, a bank transfer): its entries, stamps,
 * booklets and SuperStamps are held by the order, not the basket, so the basket and the checkout
 * show it with "Pay now" and "Cancel" (issue 32: the basket never looks empty while an order waits).
 */
export const AWAITING_PAYMENT_STATUSES = [
  'created',
  'open',
  'waitingForTransfer',
] as const satisfies readonly OrderStatus[];

/** Spec §4 "order state flags in the order service": open 1, pending 2, paid 4, cancelled 8. */
export const ORDER_STATE_FLAGS = { open: 1, pending: 2, paid: 4, cancelled: 8 } as const;

export function orderStateFlag(status: OrderStatus): number {
  if (status === 'created') return ORDER_STATE_FLAGS.open;
  if (status === 'open' || status === 'waitingForTransfer') return ORDER_STATE_FLAGS.pending;
  if (status === 'paid') return ORDER_STATE_FLAGS.paid;
  return ORDER_STATE_FLAGS.cancelled;
}

/** Spec §3 payment methods. */
export const PAYMENT_METHODS = [
  'balance',
  'creditCard',
  'cheque',
  'bankTransfer',
  'applePay',
  'paypal',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The methods paid on the payment provider's hosted page (card, Apple Pay, PayPal); bank
 * transfer asks the provider nothing and the stamp balance asks no money.
 */
export const PROVIDER_METHODS = [
  'creditCard',
  'applePay',
  'paypal',
] as const satisfies readonly PaymentMethod[];
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];

/** Spec §4 / §9: an unpaid payment link expires after 3 hours. */
export const PAYMENT_LINK_MS = 3 * 60 * 60 * 1000;

/**
 * A bank transfer order is not a payment link: the 3 hours never apply. It waits 14 days for the
 * money (a SEPA transfer takes one to three working days; two weeks covers a customer who pays
 * late), then the job cancels it and its entries and stamps return to the basket (docs/decisions.md).
 */
export const TRANSFER_WAIT_MS = 14 * 24 * 60 * 60 * 1000;
