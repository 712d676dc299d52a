import { describe, expect, it } from 'vitest';
import { offeredMethods } from './offered-methods.ts';

const all = ['creditCard', 'applePay', 'paypal', 'bankTransfer'] as const;

describe('offeredMethods', () => {
  it('shows the balance and the methods the server lists, in the checkout order', () => {
    expect(offeredMethods({ provider: 'sandbox', methods: [...all] }, {})).toEqual([
      'balance',
      'creditCard',
      'applePay',
      'paypal',
      'bankTransfer',
    ]);
    expect(offeredMethods({ provider: 'sandbox', methods: ['creditCard'] }, {})).toEqual([
      'balance',
      'creditCard',
    ]);
  });

  it('shows only the balance while the server has not answered', () => {
    expect(offeredMethods(undefined, {})).toEqual(['balance']);
  });

  it('with a real provider, offers Apple Pay only where the browser can pay with it', () => {
    const mollie = { provider: 'mollie', methods: [...all] };
    expect(offeredMethods(mollie, {})).not.toContain('applePay');
    expect(offeredMethods(mollie, { ApplePaySession: { canMakePayments: () => false } })).not.toContain(
      'applePay',
    );
    expect(offeredMethods(mollie, { ApplePaySession: { canMakePayments: () => true } })).toContain(
      'applePay',
    );
    const throwing = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error('InvalidAccessError');
        },
      },
    };
    expect(offeredMethods(mollie, throwing)).not.toContain('applePay');
  });
});
