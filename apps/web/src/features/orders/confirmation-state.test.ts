import { ORDER_STATUSES } from '@shortlist/domain/orders/order-state';
import { describe, expect, it } from 'vitest';
import { confirmationNotes, confirmationState, offersRetry } from './confirmation-state.ts';

describe('confirmation states (spec §4)', () => {
  it('maps every order status to one state, pending ones by method', () => {
    const states = ORDER_STATUSES.map((status) => confirmationState({ status, method: 'creditCard' }));
    expect(states).toEqual([
      'pendingCard',
      'pendingCard',
      'pendingTransfer',
      'paid',
      'canceled',
      'failed',
      'expired',
      'refunded',
    ]);
    expect(confirmationState({ status: 'created', method: 'bankTransfer' })).toBe('pendingTransfer');
  });

  it('offers a retry only where the entries went back to the basket', () => {
    expect(offersRetry('failed')).toBe(true);
    expect(offersRetry('expired')).toBe(true);
    expect(offersRetry('canceled')).toBe(true);
    expect(offersRetry('paid')).toBe(false);
    expect(offersRetry('pendingTransfer')).toBe(false);
  });

  it('says only what the order bought: stamps, a SuperStamp, entries', () => {
    const lines = (...kinds: Array<'stampBooklet' | 'superStamp' | 'platformFee' | 'entryFee'>) => ({
      lines: kinds.map((kind) => ({ kind })),
    });
    expect(confirmationNotes(lines('superStamp'))).toEqual([{ key: 'superStamp' }]);
    expect(confirmationNotes(lines('stampBooklet'))).toEqual([{ key: 'stamps' }]);
    expect(confirmationNotes(lines('stampBooklet', 'entryFee', 'platformFee', 'entryFee'))).toEqual([
      { key: 'stamps' },
      { key: 'entries', count: 2 },
    ]);
    expect(confirmationNotes(lines('entryFee', 'platformFee'))).toEqual([{ key: 'entries', count: 1 }]);
  });
});
