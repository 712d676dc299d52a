import type { Order } from '@shortlist/domain/orders/api-contracts';
import type { LineKind } from '@shortlist/domain/orders/basket-calculation';

/**
 * The confirmation page's states (spec §4): paid (stamps credited), canceled (a summary email
 * follows), expired (automatic refund if a payment began), failed (not charged, order cancelled),
 * created/open pending, in a card variant (stamps credited shortly) and a transfer variant
 * (validated on receipt, IBAN, BIC and reference emailed). Refunded reads as its own state.
 */
export type ConfirmationState =
  | 'paid'
  | 'canceled'
  | 'expired'
  | 'failed'
  | 'refunded'
  | 'pendingCard'
  | 'pendingTransfer';

export function confirmationState(order: Pick<Order, 'status' | 'method'>): ConfirmationState {
  switch (order.status) {
    case 'paid':
    case 'canceled':
    case 'expired':
    case 'failed':
    case 'refunded':
      return order.status;
    case 'waitingForTransfer':
      return 'pendingTransfer';
    default:
      return order.method === 'bankTransfer' ? 'pendingTransfer' : 'pendingCard';
  }
}

/** States after which the basket may be paid again (the entries and stamps went back to it). */
export function offersRetry(state: ConfirmationState): boolean {
  return state === 'failed' || state === 'expired' || state === 'canceled';
}

export const STATE_COLOURS: Readonly<Record<ConfirmationState, string>> = {
  paid: 'green',
  canceled: 'gray',
  expired: 'gray',
  failed: 'red',
  refunded: 'gray',
  pendingCard: 'yellow',
  pendingTransfer: 'yellow',
};

/** A sentence of the confirmation: a catalogue key under `confirm.states.<state>`, with a count. */
export type ConfirmationNote = { key: 'stamps' | 'superStamp' | 'entries'; count?: number };

/**
 * What a paid (or soon paid) order did, one sentence per kind of thing it bought: stamps are
 * credited only when it had a booklet, a SuperStamp activated only when it had one, entries sent
 * when it had any (issue 32: a SuperStamp-only order read "Your stamps are credited").
 */
export function confirmationNotes(order: { lines: ReadonlyArray<{ kind: LineKind }> }): ConfirmationNote[] {
  const has = (kind: LineKind) => order.lines.some((line) => line.kind === kind);
  const entries = order.lines.filter((line) => line.kind === 'entryFee').length;
  return [
    ...(has('stampBooklet') ? [{ key: 'stamps' as const }] : []),
    ...(has('superStamp') ? [{ key: 'superStamp' as const }] : []),
    ...(entries > 0 ? [{ key: 'entries' as const, count: entries }] : []),
  ];
}
