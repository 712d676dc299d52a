import { describe, expect, it } from 'vitest';
import {
  isFinalOrderStatus,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
  orderStateFlag,
} from './order-state.ts';

const allowed: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['created', 'startPayment', 'open'],
  ['created', 'awaitTransfer', 'waitingForTransfer'],
  ['created', 'pay', 'paid'],
  ['created', 'cancel', 'canceled'],
  ['created', 'expire', 'expired'],
  ['open', 'pay', 'paid'],
  ['open', 'fail', 'failed'],
  ['open', 'cancel', 'canceled'],
  ['open', 'expire', 'expired'],
  ['waitingForTransfer', 'pay', 'paid'],
  ['waitingForTransfer', 'cancel', 'canceled'],
  ['paid', 'cancel', 'canceled'],
  ['paid', 'refund', 'refunded'],
];

describe('nextOrderStatus: the one transition function', () => {
  it('allows exactly the arrows of the state machine', () => {
    for (const from of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        const arrow = allowed.find(([f, e]) => f === from && e === event);
        const result = nextOrderStatus(from, event);
        if (arrow) expect(result, `${from} --${event}->`).toEqual({ ok: true, status: arrow[2] });
        else expect(result, `${from} --${event}->`).toEqual({ ok: false, from, event });
      }
    }
  });
  it('never pays twice nor revives a final order', () => {
    expect(nextOrderStatus('paid', 'pay').ok).toBe(false);
    for (const status of ['canceled', 'failed', 'expired', 'refunded'] as const) {
      expect(isFinalOrderStatus(status)).toBe(true);
      expect(nextOrderStatus(status, 'pay').ok).toBe(false);
    }
    expect(isFinalOrderStatus('paid')).toBe(false);
  });
  it('an open link expires, a bank transfer does not', () => {
    expect(nextOrderStatus('open', 'expire').ok).toBe(true);
    expect(nextOrderStatus('waitingForTransfer', 'expire').ok).toBe(false);
  });
  it('gives the spec §4 flags', () => {
    expect(orderStateFlag('created')).toBe(1);
    expect(orderStateFlag('open')).toBe(2);
    expect(orderStateFlag('waitingForTransfer')).toBe(2);
    expect(orderStateFlag('paid')).toBe(4);
    expect(orderStateFlag('failed')).toBe(8);
    expect(orderStateFlag('expired')).toBe(8);
  });
});
