import { describe, expect, it } from 'vitest';
import { canCancel, canPayNow, canRetry } from './order-actions.ts';

const card = { method: 'creditCard' as const, checkoutUrl: 'https://pay.example/tr_1' };

describe('what the orders page offers for an order', () => {
  it('cancels only an order still waiting for its money', () => {
    expect(canCancel({ ...card, status: 'created' })).toBe(true);
    expect(canCancel({ ...card, status: 'open' })).toBe(true);
    expect(canCancel({ ...card, status: 'waitingForTransfer', method: 'bankTransfer' })).toBe(true);
    for (const status of ['paid', 'canceled', 'failed', 'expired', 'refunded'] as const)
      expect(canCancel({ ...card, status }), status).toBe(false);
  });

  it('sends an open card payment back to the provider, not a transfer nor a link gone', () => {
    expect(canPayNow({ ...card, status: 'open' })).toBe(true);
    expect(canPayNow({ ...card, status: 'open', checkoutUrl: null })).toBe(false);
    expect(canPayNow({ ...card, status: 'open', method: 'bankTransfer' })).toBe(false);
    expect(canPayNow({ ...card, status: 'paid' })).toBe(false);
  });

  it('retries a failed payment from the basket', () => {
    expect(canRetry({ ...card, status: 'failed' })).toBe(true);
    expect(canRetry({ ...card, status: 'expired' })).toBe(false);
    expect(canRetry({ ...card, status: 'paid' })).toBe(false);
  });
});
